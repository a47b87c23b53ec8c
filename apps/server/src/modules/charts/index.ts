/** The manager's charts: their routes, the saved charts the ERP writes, the sales rollup's refresh. Other modules import this file only (module-layers.test.ts). */
export { chartsRoutes } from './charts.routes.ts';
export { refreshSalesRollup } from './sales-rollup-refresh.ts';
export { putSavedChart, removeSavedChart } from './saved-charts.service.ts';
