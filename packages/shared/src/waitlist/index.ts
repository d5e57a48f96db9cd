export * from './selections.ts';
export * from './payment-options.ts';
export * from './retry.ts';
export * from './api.ts';
export * from './queue.ts';
