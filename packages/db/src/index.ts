export * from './client.ts';
export * from './content/index.ts';
export * from './factories/index.ts';
export * from './lock.ts';
export * from './migrate.ts';
export * from './password.ts';
export * as schema from './schema/index.ts';
export * from './schema/index.ts';
export * from './seed.ts';
