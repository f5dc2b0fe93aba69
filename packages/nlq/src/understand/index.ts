export { interpret } from './interpret';
export { understand } from './understand';
