export * from './content.ts';
export * from './users.ts';
export * from './children.ts';
export * from './providers.ts';
export * from './payout-accounts.ts';
