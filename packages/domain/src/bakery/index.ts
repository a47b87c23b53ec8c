export * from './bakery-item.schema.ts';
export * from './categories.ts';
export * from './contrast.ts';
