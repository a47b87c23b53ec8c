import type { Session } from '@rota/contract';
import type { PermissionName } from '@rota/domain';

/** A valid session (per `sessionSchema`) of seller 7 of company 1, with the given permissions. */
export function makeSession(permissions: PermissionName[] = ['canCreateClient'], sellerId = 7): Session {
  return {
    session_token: 's'.repeat(40),
    expires_at: '2026-12-31T23:59:59.000Z',
    user: { id: sellerId, name: 'Ana Souza', email: 'ana@example.com', code_erp: 'V001' },
    seller: {
      id: sellerId,
      company_id: 1,
      name: 'Ana Souza',
      email: 'ana@example.com',
      code_erp: 'V001',
      profile_id: 3,
      team_uuid: null,
    },
    profile: {
      id: 3,
      company_id: 1,
      description: 'Vendedor',
      permissions: permissions.map((name) => ({ name })),
    },
    company: { id: 1, name: 'Pão Dourado Distribuidora', cnpj: '45723174000110', trade_name: null },
    order_series: 1,
    order_last: 0,
  };
}
