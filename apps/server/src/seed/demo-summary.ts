import { formatCnpj } from '@rota/domain';

/** What the seed created and what a person needs to log in to it. */
export interface DemoSummary {
  company: { id: number; name: string; trade_name: string; cnpj: string };
  sellers: { id: number; name: string; profile: string; code_erp: string; token: string }[];
  integrationKey: string;
  /** Rows created, by kind (pt-BR label → count). */
  counts: Record<string, number>;
}

const integer = new Intl.NumberFormat('pt-BR');
const seconds = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The plain pt-BR block `npm start` prints once the demo company exists. */
export function formatDemoSummary(summary: DemoSummary, elapsedMs: number): string {
  const { company } = summary;
  const rule = '─'.repeat(72);
  const counts = Object.entries(summary.counts)
    .map(([label, count]) => `${integer.format(count)} ${label}`)
    .join(', ');
  return [
    rule,
    `Empresa de demonstração criada em ${seconds.format(elapsedMs / 1000)} s`,
    `  Empresa: ${company.trade_name} (${company.name}), id ${company.id}`,
    `  CNPJ: ${formatCnpj(company.cnpj)} (digite ${company.cnpj})`,
    '  Vendedores (perfil, token de acesso):',
    ...summary.sellers.map(
      (seller) => `    ${seller.name} (${seller.code_erp}), perfil ${seller.profile}, token: ${seller.token}`,
    ),
    `  Chave de integração do ERP: ${summary.integrationKey}`,
    `  Dados: ${counts}.`,
    '  Entre no app com o CNPJ e um dos tokens. Para não criar a demonstração: SEED_DEMO=0.',
    rule,
  ].join('\n');
}
