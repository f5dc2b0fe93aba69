/** One recognized word, with where it is on the image. */
export interface OcrWord {
  text: string;
  /** Tesseract's confidence in the word, 0–100. */
  confidence: number;
  /** Left, top, right, bottom in pixels of the image as given. */
  box: [x0: number, y0: number, x1: number, y1: number];
}

/** The text of an image: as a whole (lines and paragraphs as read) and word by word. */
export interface OcrResult {
  text: string;
  words: OcrWord[];
  /** Mean confidence of the words, 0–100 (0 when nothing was recognized). */
  confidence: number;
}

/** Bounds of one recognition. */
export interface RecognizeImageOptions {
  /**
   * Wall-clock limit of the recognition, in ms: past it the OCR process is killed. Starting the
   * process (about half a second, paid once and again after a kill) is not counted.
   */
  timeoutMs: number;
  /** Largest width × height accepted, read from the header before anything is decoded. */
  maxPixels: number;
  /** Aborting kills a running recognition (its process); a waiting one never starts. */
  signal?: AbortSignal;
  /** Memory the OCR process may use in all (JavaScript heap and WebAssembly), in MB. */
  memoryMb?: number;
}
