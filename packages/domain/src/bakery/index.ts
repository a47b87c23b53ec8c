export * from './bakery-item.schema.ts';
export * from './bakery-progress.ts';
export * from './bakery-stages.ts';
export * from './categories.ts';
export * from './contrast.ts';
export * from './short-delivery.ts';
export * from './spread-done.ts';
