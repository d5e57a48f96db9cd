export * from './constants.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './log.ts';
export * from './roles.ts';
