export * from './client-logs.ts';
export * from './users.ts';
