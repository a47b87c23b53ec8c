import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { api, INTEGRATION_BASE, integration } from '@rota/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { UNREACHABLE_LOOKUPS } from '../config/lookup-settings.ts';
import { companyWrite } from '../db/company-write.ts';
import { openDatabase } from '../db/database.ts';
import { sales, salesRollup } from '../db/schema/index.ts';
import { recordingEventBus } from '../events/event-bus.ts';
import { callApi } from '../testing/test-app.ts';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));
const cliPath = fileURLToPath(new URL('./admin.ts', import.meta.url));
/** Each run starts Node with tsx and, for most commands, opens and migrates PGlite: seconds each. */
const CLI_TIMEOUT_MS = 240_000;

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

describe('admin CLI', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rota-admin-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /** `npm run admin -- …` as a child process on PGlite in the temporary DATA_DIR. */
  const admin = (...args: string[]) =>
    new Promise<CliRun>((resolve) => {
      const { DATABASE_URL: _, ...env } = process.env;
      execFile(
        process.execPath,
        ['--import', 'tsx', cliPath, ...args],
        { cwd: serverDir, env: { ...env, DATA_DIR: dataDir }, timeout: 120_000 },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  /** The server's API over the CLI's database, once the CLI exited (PGlite: one process at a time). */
  async function withServer<T>(work: (baseUrl: string) => Promise<T>): Promise<T> {
    const database = await openDatabase({ dataDir });
    const deps = {
      db: database.db,
      clock: () => new Date(),
      events: recordingEventBus(),
      validateResponses: true,
      sessionTtlMs: 86_400_000,
      lookups: UNREACHABLE_LOOKUPS,
    };
    const app = await buildApp({ version: 'test', webDistDir: null, deps });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      return await work(`http://127.0.0.1:${port}`);
    } finally {
      await app.close();
      await database.close();
    }
  }

  const captured = (run: CliRun, pattern: RegExp) => {
    const match = pattern.exec(run.stdout);
    if (!match?.[1]) throw new Error(`saída inesperada: ${run.stdout} ${run.stderr}`);
    return match[1];
  };

  it(
    'refuses an invalid CNPJ, an unknown command and an unknown flag with exit 1 and a pt-BR message',
    async () => {
      const invalid = await admin('create-company', '--name', 'Empresa X', '--cnpj', '11222333000180');
      expect(invalid).toMatchObject({ code: 1, stdout: '' });
      expect(invalid.stderr).toContain('CNPJ inválido');
      expect(invalid.stderr).not.toMatch(/\n\s+at /);

      const unknown = await admin('apagar-tudo');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('Comando desconhecido: apagar-tudo');

      const flag = await admin('list-sellers', '--empresa', '11222333000181');
      expect(flag.code).toBe(1);
      expect(flag.stderr.trim()).toBe('Opção desconhecida: --empresa');

      const help = await admin('help');
      expect(help.code).toBe(0);
      for (const command of ['create-company', 'create-seller', 'create-integration-key', 'list-profiles'])
        expect(help.stdout).toContain(command);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    "creates a company, a profile and a seller whose printed token logs in, lists them, issues a working integration key and builds the manager charts' sales rollup",
    async () => {
      const company = await admin(
        'create-company',
        '--name',
        'Panificadora Aurora Ltda',
        '--cnpj',
        '11.222.333/0001-81',
        '--trade-name',
        'Aurora',
      );
      expect(company.stderr).toBe('');
      expect(company.code).toBe(0);
      const companyId = Number(captured(company, /Empresa criada: id (\d+)/));
      expect((await admin('create-company', '--name', 'Outra', '--cnpj', '11222333000181')).stderr).toContain(
        'Já existe uma empresa com o CNPJ 11.222.333/0001-81',
      );

      const badPermission = await admin(
        'create-profile',
        '--company',
        '11222333000181',
        '--description',
        'Vendedor',
        '--permissions',
        'canCreateClient,podeTudo',
      );
      expect(badPermission.code).toBe(1);
      expect(badPermission.stderr).toContain('Permissão desconhecida: podeTudo');
      const profile = await admin(
        'create-profile',
        '--company',
        '11222333000181',
        '--description',
        'Vendedor',
        '--permissions',
        'canCreateClient,canViewClient',
      );
      const profileId = captured(profile, /Perfil criado: id (\d+)/);

      const seller = await admin(
        'create-seller',
        '--company',
        '11222333000181',
        '--name',
        'Ana Souza',
        '--profile',
        profileId,
        '--code-erp',
        'V01',
        '--email',
        'ana@aurora.com.br',
      );
      expect(seller.code).toBe(0);
      const token = captured(seller, /Token de acesso: (\S+)/);
      const sellerId = captured(seller, /Vendedor criado: id (\d+)/);
      expect(seller.stdout).toContain('não será mostrado novamente');

      const sellers = await admin('list-sellers', '--company', '11222333000181');
      expect(sellers.code).toBe(0);
      const line = sellers.stdout.split('\n').find((text) => text.includes('Ana Souza'));
      expect(line).toMatch(
        new RegExp(
          `^${sellerId}\\s+Ana Souza\\s+V01\\s+ana@aurora\\.com\\.br\\s+${profileId} Vendedor\\s+Ativo`,
        ),
      );
      expect(sellers.stdout).not.toContain(token);
      expect((await admin('list-profiles', '--company', '11222333000181')).stdout).toContain(
        'canCreateClient, canViewClient',
      );
      expect((await admin('list-companies')).stdout).toMatch(
        /11\.222\.333\/0001-81\s+Panificadora Aurora Ltda\s+Aurora/,
      );

      const keyRun = await admin(
        'create-integration-key',
        '--company',
        '11222333000181',
        '--description',
        'ERP Aurora',
      );
      const key = captured(keyRun, /Chave de integração criada para .*: (\S+)/);

      await withServer(async (baseUrl) => {
        const login = await callApi(baseUrl, api.devices.usedToken, {
          body: { token, deviceId: 'celular-ana', company_id: companyId },
        });
        expect(login.status).toBe(200);
        expect(login.body.data.seller).toMatchObject({
          id: Number(sellerId),
          name: 'Ana Souza',
          code_erp: 'V01',
        });
        expect(login.body.data.profile.permissions).toEqual([
          { name: 'canCreateClient' },
          { name: 'canViewClient' },
        ]);
        const pending = await callApi(baseUrl, integration.sales.pending, { token: key }, INTEGRATION_BASE);
        expect(pending.status).toBe(200);
      });

      const rotated = await admin('rotate-token', '--seller', sellerId);
      expect(rotated.code).toBe(0);
      const newToken = captured(rotated, /Novo token de acesso de Ana Souza \(id \d+\): (\S+)/);
      expect(newToken).not.toBe(token);
      await withServer(async (baseUrl) => {
        const login = (secret: string, deviceId: string) =>
          callApi(baseUrl, api.devices.usedToken, {
            body: { token: secret, deviceId, company_id: companyId },
          });
        expect((await login(token, 'celular-ana-2')).status).toBe(422);
        expect((await login(newToken, 'celular-ana-3')).status).toBe(200);
      });

      const keys = await admin('list-integration-keys', '--company', '11222333000181');
      expect(keys.stdout).toMatch(/1\s+ERP Aurora\s+\S+\s+ativa/);
      expect(keys.stdout).not.toContain(key);
      expect(
        (await admin('revoke-integration-key', '--company', '11222333000181', '--key', '1')).stdout,
      ).toContain('Chave de integração 1 revogada');
      const again = await admin('revoke-integration-key', '--company', '11222333000181', '--key', '1');
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('não encontrada (ou já revogada)');
      await withServer(async (baseUrl) => {
        const pending = await callApi(baseUrl, integration.sales.pending, { token: key }, INTEGRATION_BASE);
        expect(pending.status).toBe(401);
      });

      // The company's Pix: a key the domain refuses, then a phone key and a city that devices read.
      const badPix = await admin(
        'set-pix',
        '--company',
        '11222333000181',
        '--key',
        '(11) 98765-4321',
        '--city',
        'Campinas',
      );
      expect(badPix.code).toBe(1);
      expect(badPix.stderr).toContain('Chave Pix inválida');
      const pix = await admin(
        'set-pix',
        '--company',
        '11222333000181',
        '--key',
        '+5511987654321',
        '--city',
        'São José dos Campos',
      );
      expect(pix.stderr).toBe('');
      expect(pix.stdout).toContain('chave +5511987654321 (celular), cidade São José dos Campos.');
      expect(pix.stdout).toContain('O QR code dos pedidos mostra "Aurora", Sao Jose dos Ca.');
      const readConfig = () =>
        withServer(async (baseUrl) => {
          const login = await callApi(baseUrl, api.devices.usedToken, {
            body: { token: newToken, deviceId: 'celular-ana-pix', company_id: companyId },
          });
          const config = await callApi(baseUrl, api.companies.config, {
            params: { company_id: companyId },
            token: login.body.data.session_token,
          });
          expect(config.status).toBe(200);
          return config.body.data;
        });
      expect(await readConfig()).toMatchObject({
        pix_key: '+5511987654321',
        pix_merchant_city: 'São José dos Campos',
      });
      expect((await admin('set-pix', '--company', '11222333000181', '--off')).stdout).toContain(
        'Pix desligado',
      );

      // The discount limits: what a seller gives alone, and up to where a supervisor approves.
      const limitsOf = (seller: string, supervisor: string) =>
        admin(
          'set-discount-limits',
          '--company',
          '11222333000181',
          '--seller',
          seller,
          '--supervisor',
          supervisor,
        );
      const inverted = await limitsOf('10', '5');
      expect(inverted.code).toBe(1);
      expect(inverted.stderr).toContain('não pode ser menor que o do vendedor');
      expect((await limitsOf('101', '120')).stderr).toContain('uma porcentagem de 0 a 100');
      expect((await limitsOf('7,5', '15%')).stdout).toContain(
        'até 7,5% pelo vendedor; acima disso, até 15%, a venda espera a aprovação de um supervisor.',
      );
      expect(await readConfig()).toMatchObject({
        pix_key: null,
        pix_merchant_city: null,
        max_discount_percent: 7.5,
        approval_discount_percent: 15,
      });

      // The credit policy: one the domain does not know, then "approve", which devices read.
      const badPolicy = await admin('set-credit-policy', '--company', '11222333000181', '--policy', 'block');
      expect(badPolicy.code).toBe(1);
      expect(badPolicy.stderr).toContain('Política de crédito inválida: block. Use ignore, warn, approve.');
      expect(
        (await admin('set-credit-policy', '--company', '11222333000181', '--policy', 'approve')).stdout,
      ).toContain('Política de crédito de Panificadora Aurora Ltda: aguardar a aprovação do supervisor.');
      expect(await readConfig()).toMatchObject({ credit_policy: 'approve' });
      // The stock policy, the same way.
      expect(
        (await admin('set-stock-policy', '--company', '11222333000181', '--policy', 'approve')).stdout,
      ).toContain('Política de estoque de Panificadora Aurora Ltda: aguardar a aprovação do supervisor.');
      expect(
        (await admin('set-stock-policy', '--company', '11222333000181', '--policy', 'nunca')).stderr,
      ).toContain('Política de estoque inválida: nunca. Use ignore, warn, approve.');
      expect(await readConfig()).toMatchObject({ credit_policy: 'approve', stock_policy: 'approve' });
      expect(
        (await admin('set-mix-gap-days', '--company', '11222333000181', '--days', '120')).stdout,
      ).toContain(
        'Mix em falta de Panificadora Aurora Ltda: o que o cliente comprou nos últimos 120 dias e não neste mês.',
      );
      expect(
        (await admin('set-mix-gap-days', '--company', '11222333000181', '--days', '6')).stderr,
      ).toContain('Dias inválidos para o mix em falta: 6. Use de 7 a 730.');
      expect(await readConfig()).toMatchObject({ mix_gap_days: 120 });
      expect(
        (await admin('set-promotion-policy', '--company', '11222333000181', '--policy', 'combine')).stdout,
      ).toContain('Promoções de Panificadora Aurora Ltda: as promoções de um item se somam.');
      expect(
        (await admin('set-promotion-policy', '--company', '11222333000181', '--policy', 'soma')).stderr,
      ).toContain('Política de promoções inválida: soma. Use best, combine.');
      expect(await readConfig()).toMatchObject({ promotion_policy: 'combine' });
      expect(await readConfig()).toMatchObject({ visit_radius_m: 300 });
      expect(
        (await admin('set-visit-radius', '--company', '11222333000181', '--meters', '500')).stdout,
      ).toContain('Raio de visita de Panificadora Aurora Ltda: 500 m do cliente.');
      for (const typed of ['49', '5001', '300m'])
        expect(
          (await admin('set-visit-radius', '--company', '11222333000181', '--meters', typed)).stderr,
        ).toContain(`Raio de visita inválido: ${typed}. Use de 50 a 5000 metros.`);
      expect(await readConfig()).toMatchObject({ visit_radius_m: 500 });

      // A sold sale, then the manager charts' rollup built ahead of the first chart.
      const database = await openDatabase({ dataDir });
      try {
        await companyWrite(database.db, companyId, (tx) =>
          tx.insert(sales).values({
            uuid: randomUUID(),
            company_id: companyId,
            seller_id: Number(sellerId),
            status: 'Processado',
            created_at: new Date('2026-03-10T15:00:00Z'),
            received_at: new Date('2026-03-10T15:00:00Z'),
            total: 4_990,
          }),
        );
      } finally {
        await database.close();
      }
      const built = await admin('build-sales-rollup', '--company', '11222333000181');
      expect(built.stderr).toBe('');
      expect(built.stdout).toMatch(
        /Resumo das vendas de Panificadora Aurora Ltda em dia: 1 dia\(s\) somado\(s\) em /,
      );
      expect((await admin('build-sales-rollup', '--company', '11222333000181')).stdout).toContain(
        'O resumo das vendas de Panificadora Aurora Ltda já estava em dia.',
      );
      const reopened = await openDatabase({ dataDir });
      try {
        const rows = await reopened.db
          .select({ day: salesRollup.day, amount: salesRollup.amount, sales: salesRollup.sales })
          .from(salesRollup)
          .where(and(eq(salesRollup.company_id, companyId), eq(salesRollup.kind, 'sale')));
        expect(rows).toEqual([{ day: '2026-03-10', amount: 4_990, sales: 1 }]);
      } finally {
        await reopened.close();
      }
    },
    CLI_TIMEOUT_MS * 2,
  );
});
