export * from './access.schema.ts';
export * from './catalogue.schema.ts';
export * from './clients.schema.ts';
export * from './columns.ts';
export * from './financial.schema.ts';
export * from './production.schema.ts';
export * from './sales.schema.ts';
