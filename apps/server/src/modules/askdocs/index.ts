/**
 * Ask Docs: projects of documents, answered from their passages with the page they came from.
 * Reached from outside through this file only.
 */
export * from './search';
export * from './tables';
