export * from './inflect';
export * from './naming';
