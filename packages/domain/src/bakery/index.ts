export * from './categories.ts';
export * from './contrast.ts';
