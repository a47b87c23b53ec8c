import {
  type Company,
  type CompanyConfig,
  DEFAULT_VISIT_RADIUS_M,
  DEFAULT_WORK_CALENDAR,
  type WorkCalendar,
} from '@rota/domain';
import { companyWrite } from '../../db/company-write.ts';
import type { Database, Executor } from '../../db/database.ts';
import { notFound } from '../../errors/service-error.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import {
  ensureCompanyConfig,
  findCompanyByCnpj,
  findCompanyById,
  findCompanyConfig,
  toCompanyConfig,
} from './companies.repository.ts';

export const companyMessages = { unknownCnpj: 'Empresa não encontrada para este CNPJ' } as const;

/** Nova Empresa before login: the company of a CNPJ (id, name, CNPJ, trade name) or 404. */
export async function companyByCnpj(db: Executor, cnpj: string): Promise<Company> {
  const company = await findCompanyByCnpj(db, cnpj);
  if (!company) throw notFound(companyMessages.unknownCnpj);
  return company;
}

/** The session's own company; any other id answers 404, never another tenant's record. */
export async function sessionCompany(db: Executor, auth: SessionAuth, id: number): Promise<Company> {
  const company = id === auth.companyId ? await findCompanyById(db, id) : null;
  if (!company) throw notFound();
  return company;
}

/** The session's company config (created with the defaults on first read); another id is a 404. */
export async function sessionCompanyConfig(
  db: Database,
  auth: SessionAuth,
  companyId: number,
): Promise<CompanyConfig> {
  if (companyId !== auth.companyId) throw notFound();
  const stored = await findCompanyConfig(db, companyId);
  return toCompanyConfig(
    stored ?? (await companyWrite(db, companyId, (tx) => ensureCompanyConfig(tx, companyId))),
  );
}

/** The company of an id, or null (a device registration says which company it joins). */
export function companyById(db: Executor, id: number): Promise<Company | null> {
  return findCompanyById(db, id);
}

/** The company of a CNPJ, or null (the demo's login lines ask whether it was seeded). */
export function companyWithCnpj(db: Executor, cnpj: string): Promise<Company | null> {
  return findCompanyByCnpj(db, cnpj);
}

/** Creates the company's config with the defaults when it has none, inside the company's write. */
export function ensureCompanyConfigIn(tx: Executor, companyId: number) {
  return ensureCompanyConfig(tx, companyId);
}

/** The company's working calendar for its goals (docs/domain.md "Goals"): the defaults until it sets one. */
/** How far from a client a check-in counts as at the client, in metres (docs/domain.md "Visits in the field"). */
export async function companyVisitRadius(db: Executor, companyId: number): Promise<number> {
  return (await findCompanyConfig(db, companyId))?.visit_radius_m ?? DEFAULT_VISIT_RADIUS_M;
}

export async function companyWorkCalendar(db: Executor, companyId: number): Promise<WorkCalendar> {
  const stored = await findCompanyConfig(db, companyId);
  return stored ? { weekdays: stored.working_weekdays, holidays: stored.holidays } : DEFAULT_WORK_CALENDAR;
}
