export { guardSql } from './guard-sql';
export type { GuardOptions, GuardRefusal, GuardRefusalCode, GuardResult } from './types';
