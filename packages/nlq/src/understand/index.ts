export { understand } from './understand';
