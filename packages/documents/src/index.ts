export * from './ocr';
