export * from './auth';
export * from './common';
export * from './enums';
export * from './errors';
export * from './notifications';
export * from './teams';
export * from './users';
export * from './semantic-model';
