/** Companies: their routes, and a company or its config by id or CNPJ. Other modules import this file only (module-layers.test.ts). */
export { companiesRoutes } from './companies.routes.ts';
export {
  companyById,
  companyVisitRadius,
  companyWithCnpj,
  companyWorkCalendar,
  ensureCompanyConfigIn,
} from './companies.service.ts';
