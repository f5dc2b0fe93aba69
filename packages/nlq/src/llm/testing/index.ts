export * from './mock-sql-model';
export * from './recorded-responses';
export * from './request-text';
export * from './stub-provider';
