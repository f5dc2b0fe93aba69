export { interpret } from './interpret';
export { findGlossaryTerms } from './knowledge-used';
export { understand } from './understand';
