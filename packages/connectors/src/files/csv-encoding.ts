import { isUtf8 } from 'node:buffer';
import { createReadStream, createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import iconv from 'iconv-lite';

/** Text encodings Tabletalk reads; everything is loaded as UTF-8. */
export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DetectedEncoding {
  encoding: CsvEncoding;
  /** Length of the byte-order mark at the start of the file, 0 when none. */
  bomLength: number;
}

/** How much of a file encoding and dialect detection look at (Metabase-style 2 MB, not 2 KB). */
export const SAMPLE_BYTES = 2 * 1024 * 1024;
const NUL_PATTERN_BYTES = 4096;

/**
 * Detects the encoding from a bounded sample: BOM first, then UTF-16 without BOM by its NUL
 * pattern, then valid UTF-8, else Windows-1252 (which decodes any byte). `isWholeFile` says the
 * sample is the entire file, so a multi-byte sequence cut at its end is not forgiven.
 */
export function detectEncoding(sample: Buffer, isWholeFile: boolean): DetectedEncoding {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) {
    return { encoding: 'utf-8', bomLength: 3 };
  }
  if (sample[0] === 0xff && sample[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  if (sample[0] === 0xfe && sample[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  const utf16 = detectUtf16ByNuls(sample);
  if (utf16) return { encoding: utf16, bomLength: 0 };
  return {
    encoding: isValidUtf8Prefix(sample, isWholeFile) ? 'utf-8' : 'windows-1252',
    bomLength: 0,
  };
}

function detectUtf16ByNuls(sample: Buffer): CsvEncoding | null {
  const length = Math.min(sample.length, NUL_PATTERN_BYTES) & ~1;
  if (length < 4) return null;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let index = 0; index < length; index += 2) {
    if (sample[index] === 0) evenNuls += 1;
    if (sample[index + 1] === 0) oddNuls += 1;
  }
  const pairs = length / 2;
  // Latin text in UTF-16 has a NUL in nearly every code unit, always on the same side.
  if (oddNuls >= pairs * 0.4 && evenNuls <= pairs * 0.05) return 'utf-16le';
  if (evenNuls >= pairs * 0.4 && oddNuls <= pairs * 0.05) return 'utf-16be';
  return null;
}

function isValidUtf8Prefix(sample: Buffer, isWholeFile: boolean): boolean {
  if (isUtf8(sample)) return true;
  if (isWholeFile) return false;
  // The sample may end inside a multi-byte character: forgive up to 3 trailing bytes.
  for (let cut = 1; cut <= 3 && cut < sample.length; cut += 1) {
    if (isUtf8(sample.subarray(0, sample.length - cut))) return true;
  }
  return false;
}

/** Decodes a sample to text for sniffing, dropping the BOM. */
export function decodeSample(sample: Buffer, detected: DetectedEncoding): string {
  const body = sample.subarray(detected.bomLength);
  return iconv.decode(body, detected.encoding, { stripBOM: true });
}

/**
 * Streams `sourcePath` into a UTF-8 file at `targetPath` (no BOM), decoding from `encoding`;
 * invalid sequences become U+FFFD. `onBytes` receives the source bytes read so far.
 */
export async function transcodeToUtf8(options: {
  sourcePath: string;
  targetPath: string;
  encoding: CsvEncoding;
  signal?: AbortSignal;
  onBytes?: (bytesRead: number) => void;
}): Promise<void> {
  let bytesRead = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytesRead += chunk.length;
      options.onBytes?.(bytesRead);
      callback(null, chunk);
    },
  });
  await pipeline(
    createReadStream(options.sourcePath, { highWaterMark: 1024 * 1024 }),
    counter,
    iconv.decodeStream(options.encoding, { stripBOM: true }),
    iconv.encodeStream('utf-8'),
    createWriteStream(options.targetPath),
    { signal: options.signal },
  );
}
