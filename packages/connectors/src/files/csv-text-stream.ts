import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import iconv from 'iconv-lite';
import type { DetectedEncoding } from './csv-encoding';

/**
 * Streams a text file as decoded strings from a detected encoding, skipping the BOM; invalid
 * sequences become U+FFFD. Memory stays at one chunk.
 */
export async function* readTextChunks(
  path: string,
  detected: DetectedEncoding,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const stream = createReadStream(path, { start: detected.bomLength, highWaterMark: 1024 * 1024 });
  const decode =
    detected.encoding === 'utf-8' ? utf8Decoder() : iconv.getDecoder(detected.encoding);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      signal?.throwIfAborted();
      const text = decode.write(chunk);
      if (text) yield text;
    }
    const rest = decode.end();
    if (rest) yield rest;
  } finally {
    stream.destroy();
  }
}

function utf8Decoder() {
  const decoder = new StringDecoder('utf8');
  return { write: (chunk: Buffer) => decoder.write(chunk), end: () => decoder.end() };
}
