export * from './search.ts';
export * from './profile.ts';
