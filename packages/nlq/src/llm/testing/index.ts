export * from './mock-sql-model';
export * from './recorded-responses';
export * from './stub-provider';
