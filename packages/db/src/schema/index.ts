export * from './auth-tokens.ts';
export * from './client-logs.ts';
export * from './users.ts';
