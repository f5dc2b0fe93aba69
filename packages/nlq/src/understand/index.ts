export * from './confidence';
export { interpret } from './interpret';
export { findGlossaryTerms } from './knowledge-used';
export { understand, understandWithFeatures } from './measures/understand-with-measures';
