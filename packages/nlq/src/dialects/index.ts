export * from './dialect-functions';
export { getDialect } from './get-dialect';
export { likePattern, type TextOperator } from './like-pattern';
export { numberTextRegExp } from './number-text';
export type { LikeEscape, NumericType, SqlDialect, TemporalType } from './sql-dialect';
export { isTextualNativeType } from './textual-native-type';
