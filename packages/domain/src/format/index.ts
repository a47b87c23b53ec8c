export * from './chart-label.ts';
export * from './date.ts';
export * from './days-ago.ts';
export * from './duration.ts';
export * from './money.ts';
export * from './months.ts';
export * from './relative-time.ts';
export * from './weekdays.ts';
