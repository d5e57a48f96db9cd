export * from './users.ts';
export * from './audit.ts';
export * from './booking-info.ts';
export * from './overview.ts';
export * from './policies.ts';
export * from './delete-user.ts';
export * from './jobs.ts';
