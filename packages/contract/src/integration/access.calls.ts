import { inativeSchema, profileSchema, sellerSchema, teamSchema } from '@rota/domain';
import { bulkRows, bulkUpsertCall, erpKeySchema } from './bulk-upsert.ts';

/** Profiles by `code_erp`, with their permissions by name (`[{ name: 'canCreateClient' }]`). */
export const profileBulkRows = bulkRows(
  profileSchema.omit({ id: true, company_id: true }).extend({ code_erp: erpKeySchema }),
  ['code_erp'],
);

/** Teams of sellers by `code_erp`. */
export const teamBulkRows = bulkRows(
  teamSchema.omit({ uuid: true, company_id: true }).extend({ code_erp: erpKeySchema }),
  ['code_erp'],
);

/**
 * Sellers by `code_erp`. The ERP names the profile and the team by their ERP codes; it never
 * sends or receives an access token (the admin CLI's `rotate-token` issues one). `inative: 1`
 * stops the seller from logging in.
 */
export const sellerBulkRows = bulkRows(
  sellerSchema.omit({ id: true, company_id: true, profile_id: true, team_uuid: true }).extend({
    code_erp: erpKeySchema,
    profile_code_erp: erpKeySchema,
    team_code_erp: erpKeySchema.nullable().default(null),
    inative: inativeSchema.default(0),
  }),
  ['code_erp'],
);

/** ERP → Rota: profiles, teams and sellers. */
export const integrationAccessCalls = {
  profiles: bulkUpsertCall(
    'integration.profiles.bulk',
    'profiles/bulk',
    'Perfis (permissões por nome) em lote por code_erp',
    profileBulkRows,
  ),
  teams: bulkUpsertCall('integration.teams.bulk', 'teams/bulk', 'Equipes em lote por code_erp', teamBulkRows),
  sellers: bulkUpsertCall(
    'integration.sellers.bulk',
    'sellers/bulk',
    'Vendedores em lote por code_erp, com o perfil por profile_code_erp (sem token de acesso)',
    sellerBulkRows,
  ),
} as const;
