export * from './ocr-error';
export * from './ocr-types';
export { ocrWorkerPool } from './ocr-worker-pool';
export * from './read-image-size';
export * from './recognize-image';
