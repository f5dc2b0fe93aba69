export * from './xss-corpus';
