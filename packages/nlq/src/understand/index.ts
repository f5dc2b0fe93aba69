export { interpret } from './interpret';
export { findGlossaryTerms } from './knowledge-used';
export { understand } from './measures/understand-with-measures';
