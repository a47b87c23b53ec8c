import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { api } from '@rota/contract';
import { PERMISSIONS, type PermissionName, SELLER_PERMISSIONS } from '@rota/domain';
import {
  createCompany,
  createIntegrationKey,
  createProfile,
  createSeller,
} from '../modules/admin/admin.service.ts';
import { callApi, type TestApp } from './test-app.ts';

let sequence = 0;

export interface TestTenant {
  company: { id: number; cnpj: string; name: string };
  seller: { id: number; name: string; code_erp: string | null };
  profileId: number;
  /** The seller's access token (what they type on login). */
  accessToken: string;
  integrationKey: string;
}

/** A company with a profile, a seller and an integration key. */
export async function createTenant(
  testApp: TestApp,
  options: { permissions?: readonly PermissionName[]; sellerCode?: string } = {},
): Promise<TestTenant> {
  sequence += 1;
  const company = await createCompany(testApp.db, {
    name: `Empresa Teste ${sequence}`,
    cnpj: generateCnpj(),
  });
  const profile = await createProfile(testApp.db, {
    companyId: company.id,
    description: 'Vendedor',
    permissions: options.permissions ?? SELLER_PERMISSIONS,
  });
  const { seller, token } = await createSeller(testApp.db, {
    companyId: company.id,
    name: `Vendedor ${sequence}`,
    profileId: profile.id,
    code_erp: options.sellerCode ?? `V${sequence}`,
  });
  const integrationKey = await createIntegrationKey(testApp.db, {
    companyId: company.id,
    description: 'ERP de teste',
  });
  return { company, seller, profileId: profile.id, accessToken: token, integrationKey };
}

/** Another seller of the same company, with their own profile. */
export async function addSeller(
  testApp: TestApp,
  tenant: TestTenant,
  permissions: readonly PermissionName[],
  code_erp: string,
) {
  const profile = await createProfile(testApp.db, {
    companyId: tenant.company.id,
    description: `Perfil ${code_erp}`,
    permissions,
  });
  const { seller, token } = await createSeller(testApp.db, {
    companyId: tenant.company.id,
    name: `Vendedor ${code_erp}`,
    profileId: profile.id,
    code_erp,
  });
  return { seller, accessToken: token };
}

/** Logs a seller in on a device and returns the session token. */
export async function login(
  testApp: TestApp,
  companyId: number,
  accessToken: string,
  deviceId = 'device-0001',
) {
  const response = await callApi<{ data: { session_token: string } }>(
    testApp.baseUrl,
    api.devices.usedToken,
    {
      body: { token: accessToken, deviceId, company_id: companyId },
    },
  );
  if (response.status !== 200)
    throw new Error(`login falhou: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.session_token;
}

export const ALL_PERMISSIONS = PERMISSIONS;
