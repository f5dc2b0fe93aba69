import { open } from 'node:fs/promises';
import { type DetectedEncoding, decodeSample, detectEncoding, SAMPLE_BYTES } from './csv-encoding';
import { CsvScanner, type ScannedRecord } from './csv-scanner';

export type CsvDelimiter = ',' | ';' | '\t' | '|';

/** In order of preference when two delimiters explain the sample equally well. */
const DELIMITERS: CsvDelimiter[] = [',', ';', '\t', '|'];
const SNIFF_RECORDS = 200;
/** Delimiter sniffing looks at this much of the sample (up to SNIFF_RECORDS records). */
const SNIFF_CHARS = 256 * 1024;

/** What the bounded sample at the start of a CSV tells: encoding, delimiter, first records. */
export interface CsvSample {
  detected: DetectedEncoding;
  delimiter: CsvDelimiter;
  /** Field texts of the first few non-blank records (header and data). */
  firstRecords: string[][];
  /** True when the sample holds the whole file. */
  isWholeFile: boolean;
  fileSize: number;
}

/** Reads the first `SAMPLE_BYTES` of a file and detects its encoding, delimiter and first records. */
export async function readCsvSample(path: string): Promise<CsvSample> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const buffer = Buffer.alloc(Math.min(size, SAMPLE_BYTES));
    await file.read(buffer, 0, buffer.length, 0);
    const isWholeFile = buffer.length === size;
    const detected = detectEncoding(buffer, isWholeFile);
    const text = decodeSample(buffer, detected);
    const delimiter = sniffDelimiter(text, isWholeFile);
    return {
      detected,
      delimiter,
      firstRecords: scanRecords(text, delimiter, isWholeFile, 2, 2, text.length).map(
        (record) => record.fields ?? [],
      ),
      isWholeFile,
      fileSize: size,
    };
  } finally {
    await file.close();
  }
}

/**
 * Picks the delimiter under which the sample's records have the most consistent field count
 * (header included), then the most fields, then the usual order. Quotes are respected, so a
 * delimiter inside a quoted field does not count. One column → comma.
 */
export function sniffDelimiter(text: string, isWholeText: boolean): CsvDelimiter {
  let best: { delimiter: CsvDelimiter; consistency: number; fields: number } | null = null;
  for (const delimiter of DELIMITERS) {
    const counts = scanRecords(text, delimiter, isWholeText, SNIFF_RECORDS, 0).map(
      (record) => record.fieldCount,
    );
    const mode = modeOf(counts);
    if (mode < 2) continue;
    const consistency = counts.filter((count) => count === mode).length / counts.length;
    const isBetter =
      !best ||
      consistency > best.consistency ||
      (consistency === best.consistency && mode > best.fields);
    if (isBetter) best = { delimiter, consistency, fields: mode };
  }
  return best?.delimiter ?? ',';
}

/** Non-blank records of a text, dropping a last record the sample may have cut short. */
function scanRecords(
  text: string,
  delimiter: CsvDelimiter,
  isWholeText: boolean,
  maxRecords: number,
  capture: number,
  maxChars = SNIFF_CHARS,
): ScannedRecord[] {
  const records: ScannedRecord[] = [];
  const scanner = new CsvScanner(
    delimiter,
    (record) => {
      if (!record.isBlank) records.push(record);
    },
    capture,
  );
  // Records past the limit are not needed; scanning a bounded prefix keeps this cheap.
  const limit = Math.min(text.length, maxChars);
  scanner.push(text.slice(0, limit));
  if (isWholeText && limit === text.length) scanner.end();
  return records.slice(0, maxRecords);
}

function modeOf(values: number[]): number {
  const frequencies = new Map<number, number>();
  let mode = 0;
  let modeFrequency = 0;
  for (const value of values) {
    const frequency = (frequencies.get(value) ?? 0) + 1;
    frequencies.set(value, frequency);
    if (frequency > modeFrequency || (frequency === modeFrequency && value > mode)) {
      mode = value;
      modeFrequency = frequency;
    }
  }
  return mode;
}

const NUMBER = /^[-+]?(?:\d[\d,' ]*(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?%?$/;
const DATE = /^\d{4}-\d{1,2}-\d{1,2}(?:[T ][\d:.]+Z?)?$|^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/;
const BOOLEAN = /^(?:true|false)$/i;

/**
 * True when a first row looks like data rather than a header: every non-blank cell is a number,
 * a date or a boolean (a header names things, so it has words).
 */
export function looksLikeDataRow(fields: readonly string[]): boolean {
  const cells = fields.map((field) => field.trim()).filter((field) => field !== '');
  return (
    cells.length > 0 &&
    cells.every((cell) => NUMBER.test(cell) || DATE.test(cell) || BOOLEAN.test(cell))
  );
}
