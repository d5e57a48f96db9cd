export * from './users.ts';
export * from './audit.ts';
