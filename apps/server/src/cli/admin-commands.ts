import type { ParseArgsConfig } from 'node:util';
import {
  centsSchema,
  cnpjInputSchema,
  emailSchema,
  formatCnpj,
  formatMoney,
  formatPercent,
  HOLD_POLICIES,
  HOLD_POLICY_LABELS,
  isPermissionName,
  MIX_GAP_DAYS_LIMITS,
  PERMISSIONS,
  type PermissionName,
  PIX_LIMITS,
  PROMOTION_POLICIES,
  parseMoneyInput,
  pixKeySchema,
  pixKeyType,
  pixText,
  VISIT_RADIUS_LIMITS,
} from '@rota/domain';
import type { Database } from '../db/database.ts';
import {
  createCompany,
  createIntegrationKey,
  createProfile,
  createSeller,
  type HoldRule,
  listIntegrationKeys,
  revokeIntegrationKey,
  revokeSellerSessions,
  rotateSellerToken,
  setCompanyMinimumOrder,
  setCompanyPix,
  setDiscountLimits,
  setHoldPolicy,
  setMixGapDays,
  setPromotionPolicy,
  setVisitRadius,
} from '../modules/admin/index.ts';
import { storedProfiles } from '../modules/catalogue/index.ts';
import { refreshSalesRollup } from '../modules/charts/index.ts';
import { syncHorizon } from '../sync/sync-horizon.ts';
import {
  countLiveSessions,
  findCompany,
  findProfile,
  findSeller,
  findSellerByCode,
  listCompanies,
  listSellers,
} from './admin-queries.ts';
import { CliError } from './cli-error.ts';
import { textTable } from './text-table.ts';

type Values = Record<string, string | boolean | undefined>;

/** What a command gets: its parsed flags, the database (opened on first use) and the output. */
export interface CommandContext {
  values: Values;
  db: () => Promise<Database>;
  print: (text: string) => void;
  now: () => Date;
}

export interface AdminCommand {
  name: string;
  usage: string;
  summary: string;
  options: NonNullable<ParseArgsConfig['options']>;
  run: (context: CommandContext) => Promise<void>;
}

const text = { type: 'string' } as const;
const PIX_KEY_TYPE_NAMES = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  phone: 'celular',
  email: 'e-mail',
  random: 'chave aleatória',
} as const;
const ONCE_WARNING = 'ATENÇÃO: guarde agora; por segurança ele não será mostrado novamente.';

function required(values: Values, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new CliError(`Informe --${name}.`);
  return value.trim();
}

function optional(values: Values, name: string): string | null {
  const value = values[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * A percent as typed (`10`, `7,5`, `12.35` is refused like any amount with a dot for decimals)
 * in hundredths: the money parser reads pt-BR decimals the same way, at most 2 of them.
 */
function percentOf(values: Values, name: string): number {
  const value = required(values, name);
  const hundredths = parseMoneyInput(value.replace(/%$/, ''));
  if (hundredths === null || hundredths < 0 || hundredths > 10_000)
    throw new CliError(
      `Informe em --${name} uma porcentagem de 0 a 100, com até 2 decimais (recebido: ${value}).`,
    );
  return hundredths;
}

function positiveId(values: Values, name: string): number {
  const value = required(values, name);
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1)
    throw new CliError(`Informe em --${name} um número inteiro positivo (recebido: ${value}).`);
  return Number(value);
}

function cnpjOf(values: Values, name: string): string {
  const value = required(values, name);
  const parsed = cnpjInputSchema.safeParse(value);
  if (!parsed.success) throw new CliError(`CNPJ inválido: ${value}`);
  return parsed.data;
}

async function companyOf(context: CommandContext) {
  const cnpj = cnpjOf(context.values, 'company');
  const company = await findCompany(await context.db(), cnpj);
  if (!company) throw new CliError(`Empresa não encontrada para o CNPJ ${formatCnpj(cnpj)}.`);
  return company;
}

function permissionsOf(values: Values): PermissionName[] {
  const list = optional(values, 'permissions');
  if (values.all === true) {
    if (list !== null) throw new CliError('Use --permissions ou --all, não os dois.');
    return [...PERMISSIONS];
  }
  if (list === null) return [];
  const names = [...new Set(list.split(',').map((name) => name.trim()))].filter(Boolean);
  const unknown = names.filter((name) => !isPermissionName(name));
  if (unknown.length > 0)
    throw new CliError(
      `Permissão desconhecida: ${unknown.join(', ')}. Permissões válidas: ${PERMISSIONS.join(', ')}.`,
    );
  return names.filter(isPermissionName);
}

async function sellerOf(context: CommandContext) {
  const id = positiveId(context.values, 'seller');
  const seller = await findSeller(await context.db(), id);
  if (!seller) throw new CliError(`Vendedor ${id} não encontrado.`);
  return seller;
}

/** The admin CLI's commands (DESIGN.md "Operations"); `help` lists them with their flags. */
/** `set-credit-policy`, `set-stock-policy`: one of the company's hold policies (docs/domain.md "Credit", "Stock"). */
function holdPolicyCommand(name: string, rule: HoldRule, label: string, summary: string): AdminCommand {
  return {
    name,
    usage: `${name} --company <cnpj> --policy <${HOLD_POLICIES.join('|')}>`,
    summary,
    options: { company: text, policy: text },
    run: async (context) => {
      const company = await companyOf(context);
      const typed = required(context.values, 'policy');
      const policy = HOLD_POLICIES.find((known) => known === typed);
      if (!policy) throw new CliError(`${label} inválida: ${typed}. Use ${HOLD_POLICIES.join(', ')}.`);
      await setHoldPolicy(await context.db(), company.id, rule, policy, context.now());
      context.print(`${label} de ${company.name}: ${HOLD_POLICY_LABELS[policy]}.`);
    },
  };
}

export const adminCommands: readonly AdminCommand[] = [
  {
    name: 'create-company',
    usage: 'create-company --name <razão social> --cnpj <cnpj> [--trade-name <nome fantasia>]',
    summary: 'Cadastra uma empresa',
    options: { name: text, cnpj: text, 'trade-name': text },
    run: async (context) => {
      const { values } = context;
      const name = required(values, 'name');
      const cnpj = cnpjOf(values, 'cnpj');
      const db = await context.db();
      if (await findCompany(db, cnpj))
        throw new CliError(`Já existe uma empresa com o CNPJ ${formatCnpj(cnpj)}.`);
      const company = await createCompany(db, { name, cnpj, trade_name: optional(values, 'trade-name') });
      context.print(
        [
          `Empresa criada: id ${company.id}`,
          `  CNPJ: ${formatCnpj(company.cnpj)}`,
          `  Razão social: ${company.name}`,
          `  Nome fantasia: ${company.trade_name ?? '—'}`,
        ].join('\n'),
      );
    },
  },
  {
    name: 'create-profile',
    usage: 'create-profile --company <cnpj> --description <descrição> [--permissions a,b,c | --all]',
    summary: 'Cadastra um perfil de permissões na empresa',
    options: { company: text, description: text, permissions: text, all: { type: 'boolean' } },
    run: async (context) => {
      const description = required(context.values, 'description');
      const permissions = permissionsOf(context.values);
      const company = await companyOf(context);
      const profile = await createProfile(await context.db(), {
        companyId: company.id,
        description,
        permissions,
      });
      context.print(
        `Perfil criado: id ${profile.id} (${profile.description}) em ${company.name}, com ${permissions.length} permissões.`,
      );
    },
  },
  {
    name: 'create-seller',
    usage:
      'create-seller --company <cnpj> --name <nome> --profile <id> [--code-erp <código>] [--email <e-mail>]',
    summary: 'Cadastra um vendedor e mostra o token de acesso (uma única vez)',
    options: { company: text, name: text, profile: text, 'code-erp': text, email: text },
    run: async (context) => {
      const { values } = context;
      const name = required(values, 'name');
      const profileId = positiveId(values, 'profile');
      const codeErp = optional(values, 'code-erp');
      const email = optional(values, 'email');
      if (email !== null && !emailSchema.safeParse(email).success)
        throw new CliError(`E-mail inválido: ${email}`);
      const company = await companyOf(context);
      const db = await context.db();
      if (!(await findProfile(db, company.id, profileId)))
        throw new CliError(`Perfil ${profileId} não encontrado em ${company.name}.`);
      if (codeErp !== null && (await findSellerByCode(db, company.id, codeErp)))
        throw new CliError(`Já existe um vendedor com o código ERP ${codeErp} em ${company.name}.`);
      const { seller, token } = await createSeller(db, {
        companyId: company.id,
        name,
        profileId,
        code_erp: codeErp,
        email,
      });
      context.print(
        [
          `Vendedor criado: id ${seller.id} (${seller.name}) em ${company.name}, perfil ${profileId}.`,
          `Token de acesso: ${token}`,
          ONCE_WARNING,
        ].join('\n'),
      );
    },
  },
  {
    name: 'rotate-token',
    usage: 'rotate-token --seller <id>',
    summary: 'Gera um novo token de acesso; o anterior deixa de valer e as sessões são encerradas',
    options: { seller: text },
    run: async (context) => {
      const seller = await sellerOf(context);
      const token = await rotateSellerToken(await context.db(), seller.id, context.now());
      context.print(
        [
          `Novo token de acesso de ${seller.name} (id ${seller.id}): ${token}`,
          ONCE_WARNING,
          'O token anterior deixou de valer e as sessões abertas foram encerradas.',
        ].join('\n'),
      );
    },
  },
  {
    name: 'revoke-sessions',
    usage: 'revoke-sessions --seller <id>',
    summary: 'Encerra as sessões abertas do vendedor (o token de acesso continua valendo)',
    options: { seller: text },
    run: async (context) => {
      const seller = await sellerOf(context);
      const db = await context.db();
      const now = context.now();
      const live = await countLiveSessions(db, seller.id, now);
      await revokeSellerSessions(db, seller.id, now);
      context.print(`Sessões encerradas de ${seller.name} (id ${seller.id}): ${live}.`);
    },
  },
  {
    name: 'create-integration-key',
    usage: 'create-integration-key --company <cnpj> [--description <descrição>]',
    summary: 'Cria uma chave da API de integração do ERP (mostrada uma única vez)',
    options: { company: text, description: text },
    run: async (context) => {
      const description = optional(context.values, 'description') ?? 'ERP';
      const company = await companyOf(context);
      const key = await createIntegrationKey(await context.db(), { companyId: company.id, description });
      context.print(
        [
          `Chave de integração criada para ${company.name} (${description}): ${key}`,
          ONCE_WARNING,
          'Envie-a no cabeçalho "Authorization: Bearer <chave>" em /integration/v1/ (docs/integration.md).',
        ].join('\n'),
      );
    },
  },
  {
    name: 'list-integration-keys',
    usage: 'list-integration-keys --company <cnpj>',
    summary: 'Lista as chaves de integração da empresa (nunca a chave em si)',
    options: { company: text },
    run: async (context) => {
      const company = await companyOf(context);
      const rows = await listIntegrationKeys(await context.db(), company.id);
      context.print(
        rows.length === 0
          ? `Nenhuma chave de integração em ${company.name}.`
          : textTable(
              ['ID', 'Descrição', 'Criada em', 'Situação'],
              rows.map((row) => [
                String(row.id),
                row.description,
                row.created_at.toISOString(),
                row.revoked_at ? `revogada em ${row.revoked_at.toISOString()}` : 'ativa',
              ]),
            ),
      );
    },
  },
  {
    name: 'revoke-integration-key',
    usage: 'revoke-integration-key --company <cnpj> --key <id>',
    summary: 'Revoga uma chave de integração: o ERP que a usa passa a receber 401',
    options: { company: text, key: text },
    run: async (context) => {
      const keyId = positiveId(context.values, 'key');
      const company = await companyOf(context);
      const revoked = await revokeIntegrationKey(await context.db(), company.id, keyId, context.now());
      if (!revoked)
        throw new CliError(
          `Chave de integração ${keyId} não encontrada (ou já revogada) em ${company.name}.`,
        );
      context.print(`Chave de integração ${keyId} revogada em ${company.name}.`);
    },
  },
  {
    name: 'list-companies',
    usage: 'list-companies',
    summary: 'Lista as empresas',
    options: {},
    run: async (context) => {
      const rows = await listCompanies(await context.db());
      context.print(
        rows.length === 0
          ? 'Nenhuma empresa cadastrada.'
          : textTable(
              ['ID', 'CNPJ', 'Razão social', 'Nome fantasia'],
              rows.map((row) => [String(row.id), formatCnpj(row.cnpj), row.name, row.trade_name ?? '—']),
            ),
      );
    },
  },
  {
    name: 'list-sellers',
    usage: 'list-sellers --company <cnpj>',
    summary: 'Lista os vendedores da empresa',
    options: { company: text },
    run: async (context) => {
      const company = await companyOf(context);
      const rows = await listSellers(await context.db(), company.id);
      const situation = (seller: (typeof rows)[number]['seller']) =>
        seller.deleted_at ? 'Excluído' : seller.inative ? 'Inativo' : 'Ativo';
      context.print(
        rows.length === 0
          ? `Nenhum vendedor em ${company.name}.`
          : textTable(
              ['ID', 'Nome', 'Código ERP', 'E-mail', 'Perfil', 'Situação', 'Token'],
              rows.map(({ seller, profile }) => [
                String(seller.id),
                seller.name,
                seller.code_erp ?? '—',
                seller.email ?? '—',
                `${seller.profile_id} ${profile}`,
                situation(seller),
                seller.token_hash ? 'emitido' : 'sem token',
              ]),
            ),
      );
    },
  },
  {
    name: 'build-sales-rollup',
    usage: 'build-sales-rollup --company <cnpj>',
    summary:
      'Soma as vendas da empresa no resumo dos gráficos do gestor (após instalar a versão que o criou, para o primeiro gráfico não esperar)',
    options: { company: text },
    run: async (context) => {
      const company = await companyOf(context);
      const db = await context.db();
      const started = performance.now();
      const { days, sales } = await refreshSalesRollup(db, company.id, await syncHorizon(db, company.id));
      const seconds = ((performance.now() - started) / 1000).toLocaleString('pt-BR', {
        maximumFractionDigits: 1,
      });
      context.print(
        days === 0 && sales === 0
          ? `O resumo das vendas de ${company.name} já estava em dia.`
          : `Resumo das vendas de ${company.name} em dia: ${[
              days > 0 ? `${days.toLocaleString('pt-BR')} dia(s) somado(s)` : '',
              sales > 0 ? `${sales.toLocaleString('pt-BR')} venda(s) seguida(s)` : '',
            ]
              .filter(Boolean)
              .join(' e ')} em ${seconds} s.`,
      );
    },
  },
  {
    name: 'set-discount-limits',
    usage: 'set-discount-limits --company <cnpj> --seller <%> --supervisor <%>',
    summary:
      'Define o desconto que o vendedor dá sozinho e até quanto um supervisor aprova (acima do vendedor, a venda espera aprovação)',
    options: { company: text, seller: text, supervisor: text },
    run: async (context) => {
      const seller = percentOf(context.values, 'seller');
      const supervisor = percentOf(context.values, 'supervisor');
      if (supervisor < seller)
        throw new CliError(
          'O limite do supervisor (--supervisor) não pode ser menor que o do vendedor (--seller).',
        );
      const company = await companyOf(context);
      await setDiscountLimits(
        await context.db(),
        company.id,
        { sellerBasisPoints: seller, supervisorBasisPoints: supervisor },
        context.now(),
      );
      context.print(
        supervisor === seller
          ? `Descontos de ${company.name}: até ${formatPercent(seller / 100)} pelo vendedor; nenhuma venda espera aprovação.`
          : `Descontos de ${company.name}: até ${formatPercent(seller / 100)} pelo vendedor; acima disso, até ${formatPercent(supervisor / 100)}, a venda espera a aprovação de um supervisor.`,
      );
    },
  },
  {
    name: 'set-pix',
    usage: 'set-pix --company <cnpj> --key <chave Pix> --city <cidade> | set-pix --company <cnpj> --off',
    summary:
      'Define a chave Pix e a cidade da empresa: cada pedido passa a mostrar o QR code Pix do seu total',
    options: { company: text, key: text, city: text, off: { type: 'boolean' } },
    run: async (context) => {
      const { values } = context;
      const company = await companyOf(context);
      if (values.off === true) {
        if (optional(values, 'key') !== null || optional(values, 'city') !== null)
          throw new CliError('Use --off sozinho, sem --key nem --city.');
        await setCompanyPix(
          await context.db(),
          company.id,
          { pix_key: null, pix_merchant_city: null },
          context.now(),
        );
        context.print(`Pix desligado em ${company.name}: os pedidos deixam de mostrar o QR code.`);
        return;
      }
      const key = pixKeySchema.safeParse(required(values, 'key'));
      if (!key.success) throw new CliError(key.error.issues[0]?.message ?? 'Chave Pix inválida.');
      const city = required(values, 'city');
      const shown = pixText(city, PIX_LIMITS.merchantCity);
      if (!shown || city.length > 60) throw new CliError(`Cidade inválida para o Pix: ${city}`);
      await setCompanyPix(
        await context.db(),
        company.id,
        { pix_key: key.data, pix_merchant_city: city },
        context.now(),
      );
      context.print(
        [
          `Pix de ${company.name}: chave ${key.data} (${PIX_KEY_TYPE_NAMES[pixKeyType(key.data) ?? 'random']}), cidade ${city}.`,
          `O QR code dos pedidos mostra "${pixText(company.trade_name || company.name, PIX_LIMITS.merchantName)}", ${shown}. Os aparelhos recebem na próxima sincronização.`,
        ].join('\n'),
      );
    },
  },
  {
    name: 'set-min-order',
    usage:
      'set-min-order --company <cnpj> --value <valor, ex. 150,00> | set-min-order --company <cnpj> --off',
    summary:
      'Define o pedido mínimo da empresa: abaixo dele nenhuma venda é finalizada (cada condição pode ter o seu, vindo do ERP)',
    options: { company: text, value: text, off: { type: 'boolean' } },
    run: async (context) => {
      const { values } = context;
      const company = await companyOf(context);
      if (values.off === true) {
        if (optional(values, 'value') !== null) throw new CliError('Use --off sozinho, sem --value.');
        await setCompanyMinimumOrder(await context.db(), company.id, null, context.now());
        context.print(`Pedido mínimo desligado em ${company.name}.`);
        return;
      }
      const typed = required(values, 'value');
      const cents = parseMoneyInput(typed);
      const valid = centsSchema.safeParse(cents);
      if (cents === null || cents <= 0 || !valid.success)
        throw new CliError(`Valor inválido para o pedido mínimo: ${typed}`);
      await setCompanyMinimumOrder(await context.db(), company.id, cents, context.now());
      context.print(
        `Pedido mínimo de ${company.name}: ${formatMoney(cents)}. Os aparelhos recebem na próxima sincronização.`,
      );
    },
  },
  holdPolicyCommand(
    'set-credit-policy',
    'credit_policy',
    'Política de crédito',
    'Define o que acontece com um pedido acima do limite de crédito do cliente ou para cliente bloqueado: ignorar, avisar o vendedor ou aguardar aprovação do supervisor',
  ),
  holdPolicyCommand(
    'set-stock-policy',
    'stock_policy',
    'Política de estoque',
    'Define o que acontece com um pedido que passa do estoque conhecido de um produto: ignorar, avisar o vendedor ou aguardar aprovação do supervisor',
  ),
  {
    name: 'set-visit-radius',
    usage: `set-visit-radius --company <cnpj> --meters <${VISIT_RADIUS_LIMITS.min}-${VISIT_RADIUS_LIMITS.max}>`,
    summary:
      'Define a que distância das coordenadas do cliente o check-in da visita conta como no cliente (padrão 300 m)',
    options: { company: text, meters: text },
    run: async (context) => {
      const company = await companyOf(context);
      const typed = required(context.values, 'meters');
      const metres = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
      if (!(metres >= VISIT_RADIUS_LIMITS.min && metres <= VISIT_RADIUS_LIMITS.max))
        throw new CliError(
          `Raio de visita inválido: ${typed}. Use de ${VISIT_RADIUS_LIMITS.min} a ${VISIT_RADIUS_LIMITS.max} metros.`,
        );
      await setVisitRadius(await context.db(), company.id, metres, context.now());
      context.print(
        `Raio de visita de ${company.name}: ${metres} m do cliente. Mais longe, o vendedor informa o motivo e a visita é sinalizada ao supervisor.`,
      );
    },
  },
  {
    name: 'set-mix-gap-days',
    usage: `set-mix-gap-days --company <cnpj> --days <${MIX_GAP_DAYS_LIMITS.min}-${MIX_GAP_DAYS_LIMITS.max}>`,
    summary:
      'Define quantos dias para trás o "mix em falta" do cliente procura o que ele costumava comprar (padrão 90)',
    options: { company: text, days: text },
    run: async (context) => {
      const company = await companyOf(context);
      const typed = required(context.values, 'days');
      const days = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
      if (!(days >= MIX_GAP_DAYS_LIMITS.min && days <= MIX_GAP_DAYS_LIMITS.max))
        throw new CliError(
          `Dias inválidos para o mix em falta: ${typed}. Use de ${MIX_GAP_DAYS_LIMITS.min} a ${MIX_GAP_DAYS_LIMITS.max}.`,
        );
      await setMixGapDays(await context.db(), company.id, days, context.now());
      context.print(
        `Mix em falta de ${company.name}: o que o cliente comprou nos últimos ${days} dias e não neste mês. Os aparelhos recebem na próxima sincronização.`,
      );
    },
  },
  {
    name: 'set-promotion-policy',
    usage: `set-promotion-policy --company <cnpj> --policy <${PROMOTION_POLICIES.join('|')}>`,
    summary:
      'Define se as promoções de um item se somam (combine) ou se vale só a que dá mais desconto (best, o padrão)',
    options: { company: text, policy: text },
    run: async (context) => {
      const company = await companyOf(context);
      const typed = required(context.values, 'policy');
      const policy = PROMOTION_POLICIES.find((known) => known === typed);
      if (!policy)
        throw new CliError(`Política de promoções inválida: ${typed}. Use ${PROMOTION_POLICIES.join(', ')}.`);
      await setPromotionPolicy(await context.db(), company.id, policy, context.now());
      context.print(
        `Promoções de ${company.name}: ${policy === 'best' ? 'vale a que dá mais desconto em cada item' : 'as promoções de um item se somam'}. Os aparelhos recebem na próxima sincronização.`,
      );
    },
  },
  {
    name: 'list-profiles',
    usage: 'list-profiles --company <cnpj>',
    summary: 'Lista os perfis da empresa',
    options: { company: text },
    run: async (context) => {
      const company = await companyOf(context);
      const rows = await storedProfiles(await context.db(), company.id);
      context.print(
        rows.length === 0
          ? `Nenhum perfil em ${company.name}.`
          : textTable(
              ['ID', 'Descrição', 'Código ERP', 'Permissões'],
              rows.map((row) => [
                String(row.id),
                row.description,
                row.code_erp ?? '—',
                PERMISSIONS.every((name) => row.permissions.includes(name))
                  ? 'todas'
                  : row.permissions.join(', ') || 'nenhuma',
              ]),
            ),
      );
    },
  },
];
