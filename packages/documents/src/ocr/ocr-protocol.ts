import type { OcrResult } from './ocr-types';

/** What the parent sends the OCR child: its settings once, then one image at a time. */
export type OcrRequest =
  | { type: 'start'; langPath: string; memoryMb: number }
  | { type: 'recognize'; id: number; image: Uint8Array; maxPixels: number };

/** What the OCR child answers: ready (or not) once, then one outcome per image. */
export type OcrMessage =
  | { type: 'ready' }
  | {
      type: 'done';
      id: number;
      result: OcrResult;
      /** The process's resident memory after the image, in MB (its WebAssembly memory never shrinks). */
      rssMb: number;
    }
  | {
      type: 'failed';
      id: number | null;
      /** The image could not be decoded (the engine stays usable), or anything else. */
      reason: 'unreadable' | 'error';
      message: string;
    };

/** Exit code of a child that stopped itself for going over its memory. */
export const OCR_OUT_OF_MEMORY_EXIT = 86;
