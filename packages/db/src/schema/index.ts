export * from './auth-tokens.ts';
export * from './client-logs.ts';
export * from './content.ts';
export * from './users.ts';
