export * from './order-status.ts';
export * from './pricing.ts';
export * from './schemas.ts';
export * from './time-zone.ts';
