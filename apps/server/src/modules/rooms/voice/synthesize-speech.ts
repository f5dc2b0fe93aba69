import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** The voice: espeak-ng's English at its default pitch, a little slower than its 175 words/min. */
export const VOICE_ARGS = ['-v', 'en', '-s', '160'] as const;

/** A synthesis that has not finished by then is stopped (1,000 characters take about 1 s). */
const SYNTHESIS_TIMEOUT_MS = 30_000;

/** The worker's JavaScript heap; espeak's own memory (16 MB) is a separate wasm buffer. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 };

/** A compiled WebAssembly module, which a worker can receive and instantiate. */
type WasmModule = object;
/** The one WebAssembly call made here (the server's TypeScript libs do not declare the API). */
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };

let compiled: Promise<WasmModule> | undefined;

/** text2wav's espeak-ng wasm, compiled once per process and shared with every worker. */
function espeakModule(): Promise<WasmModule> {
  if (!compiled) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('text2wav/lib/espeak-ng.wasm');
    compiled = readFile(file).then((bytes) => WebAssembly.compile(bytes));
    compiled.catch(() => {
      compiled = undefined;
    });
  }
  return compiled;
}

type WorkerReply = { wav: Uint8Array } | { error: string };

/** Runs one synthesis in a fresh worker, stopped after the timeout. */
function runWorker(text: string, wasm: WasmModule, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./espeak-worker.cjs', import.meta.url), {
      workerData: { text, wasm, args: VOICE_ARGS },
      resourceLimits: WORKER_LIMITS,
      // Nothing espeak prints reaches the server's output (it collects its own messages).
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    const settle = (done: () => void) => {
      clearTimeout(timer);
      void worker.terminate();
      done();
    };
    const timer = setTimeout(
      () => settle(() => reject(new Error(`Speech synthesis took over ${timeoutMs} ms.`))),
      timeoutMs,
    );
    worker.once('message', (reply: WorkerReply) =>
      settle(() =>
        'wav' in reply
          ? resolve(Buffer.from(reply.wav.buffer, reply.wav.byteOffset, reply.wav.byteLength))
          : reject(new Error(reply.error)),
      ),
    );
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`The speech worker stopped (exit code ${code}).`))),
    );
  });
}

/**
 * Reads `text` aloud offline with espeak-ng (text2wav's WebAssembly build) in a worker thread,
 * so the 0.2–1 s of synthesis never blocks the server's event loop, and nothing is printed.
 * The text is passed as a file, never as a command-line argument.
 * @returns a 16-bit mono RIFF/WAVE file.
 * @throws Error when espeak fails, its worker dies or it takes longer than `timeoutMs`.
 */
export async function synthesizeSpeech(
  text: string,
  options: { timeoutMs?: number } = {},
): Promise<Buffer> {
  const wasm = await espeakModule();
  return runWorker(text, wasm, options.timeoutMs ?? SYNTHESIS_TIMEOUT_MS);
}
