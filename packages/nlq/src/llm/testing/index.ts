export * from './recorded-responses';
export * from './stub-provider';
