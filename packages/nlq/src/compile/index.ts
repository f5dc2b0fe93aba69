export { CompileError, type CompileErrorCode, compileErrorCodes } from './compile-error';
export { type CompileOptions, compileQuery } from './compile-query';
