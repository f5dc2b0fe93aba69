import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The model folder used: LSTM only ("best_int"), as the engine runs (no legacy engine). */
const MODEL_FOLDER = '4.0.0_best_int';

/**
 * The folder holding `eng.traineddata.gz` in the installed `@tesseract.js-data/eng` package: the
 * OCR engine's langPath. A local folder, so tesseract.js reads the file and never downloads it.
 * @throws Error when the package or its model file is missing (an incomplete install).
 */
export function englishDataPath(): string {
  const root = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  const folder = path.join(root, MODEL_FOLDER);
  if (!existsSync(path.join(folder, 'eng.traineddata.gz'))) {
    throw new Error(`The English OCR model is missing from ${folder}; reinstall the dependencies.`);
  }
  return folder;
}
