export * from './inflect';
export { isolateBidi } from './isolate-bidi';
export * from './naming';
