export * from './tables';
