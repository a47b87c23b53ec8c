export * from './access.table.ts';
export * from './catalogue.table.ts';
export * from './clients.table.ts';
export * from './columns.ts';
export * from './financial.table.ts';
export * from './lookups.table.ts';
export * from './production.table.ts';
export * from './sales.table.ts';
