export { findTable } from './find-table';
