export * from './ocr-error';
export * from './ocr-types';
export { ocrWorkerPool } from './ocr-worker-pool';
export * from './recognize-image';
