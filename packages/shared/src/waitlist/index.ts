export * from './selections.ts';
export * from './payment-options.ts';
export * from './retry.ts';
export * from './api.ts';
export * from './allowance.ts';
export * from './queue.ts';
export * from './family.ts';
