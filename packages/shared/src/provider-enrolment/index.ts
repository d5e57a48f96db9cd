export * from './badges.ts';
export * from './common.ts';
export * from './constants.ts';
export * from './household.ts';
export * from './location.ts';
export * from './messages.ts';
export * from './policies.ts';
export * from './schedule.ts';
