import { type PermissionName, SELLER_PERMISSIONS } from '@rota/domain';

/**
 * Who the demo company is and who logs in to it. The tokens and the integration key are fixed so
 * `docs/demo.md` can list them; they are stored hashed like any other (admin service).
 */
export const DEMO_COMPANY = {
  name: 'Pão Dourado Distribuidora de Alimentos Ltda',
  trade_name: 'Pão Dourado Distribuidora',
  /** 45.723.174/0001-10: valid check digits, fixed for every demo database. */
  cnpj: '45723174000110',
} as const;

export const DEMO_PROFILES = [
  {
    code_erp: 'PF01',
    description: 'Vendedor',
    permissions: [...SELLER_PERMISSIONS, 'canRecordMeasurements'],
  },
  {
    code_erp: 'PF02',
    description: 'Supervisor',
    permissions: [
      ...SELLER_PERMISSIONS,
      'canRecordMeasurements',
      'canViewAllClients',
      'canViewAllSales',
      'canApproveSales',
    ],
  },
  { code_erp: 'PF03', description: 'Padaria', permissions: ['canAccessBakery'] },
  { code_erp: 'PF04', description: 'Gestor', permissions: ['canAccessManager', 'canViewAllSales'] },
  { code_erp: 'PF05', description: 'Apontamento', permissions: ['canAccessAppointments'] },
] as const satisfies readonly {
  code_erp: string;
  description: string;
  permissions: readonly PermissionName[];
}[];

export type DemoProfileName = (typeof DEMO_PROFILES)[number]['description'];

export interface DemoSellerDefinition {
  name: string;
  email: string;
  code_erp: string;
  profile: DemoProfileName;
  token: string;
  team: string | null;
  /** Share of the clients in this seller's wallet (0 for staff who do not sell). */
  clientShare: number;
}

export const DEMO_TEAMS = [
  { code_erp: 'EQ01', name: 'Equipe Capital', inative: 0 },
  { code_erp: 'EQ02', name: 'Equipe Interior', inative: 0 },
  { code_erp: 'EQ03', name: 'Equipe Sorocaba', inative: 0 },
  { code_erp: 'EQ04', name: 'Equipe Litoral (desativada)', inative: 1 },
] as const;

export const DEMO_SELLERS: readonly DemoSellerDefinition[] = [
  {
    name: 'Ana Souza',
    email: 'ana.souza@paodourado.com.br',
    code_erp: 'V001',
    profile: 'Vendedor',
    token: 'demo-ana-2026',
    team: 'Equipe Capital',
    clientShare: 42,
  },
  {
    name: 'Bruno Lima',
    email: 'bruno.lima@paodourado.com.br',
    code_erp: 'V002',
    profile: 'Vendedor',
    token: 'demo-bruno-2026',
    team: 'Equipe Interior',
    clientShare: 42,
  },
  {
    name: 'Carla Mendes',
    email: 'carla.mendes@paodourado.com.br',
    code_erp: 'V003',
    profile: 'Supervisor',
    token: 'demo-carla-2026',
    team: 'Equipe Sorocaba',
    clientShare: 16,
  },
  {
    name: 'Diego Rocha',
    email: 'diego.rocha@paodourado.com.br',
    code_erp: 'P001',
    profile: 'Padaria',
    token: 'demo-diego-2026',
    team: null,
    clientShare: 0,
  },
  {
    name: 'Elaine Castro',
    email: 'elaine.castro@paodourado.com.br',
    code_erp: 'G001',
    profile: 'Gestor',
    token: 'demo-elaine-2026',
    team: null,
    clientShare: 0,
  },
  {
    name: 'Fábio Nunes',
    email: 'fabio.nunes@paodourado.com.br',
    code_erp: 'A001',
    profile: 'Apontamento',
    token: 'demo-fabio-2026',
    team: null,
    clientShare: 0,
  },
];

/** The key the demo ERP integration authenticates with (`/integration/v1/`). */
export const DEMO_INTEGRATION_KEY = 'demo-erp-pao-dourado-2026';

/**
 * The demo company's Pix key: a random key (EVP) in the DICT's form that no bank holds, so the
 * Pix code of a demo order is real in form and pays nobody (docs/demo.md).
 */
export const DEMO_PIX_KEY = '7d9f0c1e-5a2b-4c3d-8e4f-a1b2c3d4e5f6';
