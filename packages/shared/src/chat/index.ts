export * from './hub.ts';
export * from './schemas.ts';
