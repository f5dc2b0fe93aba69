import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createConcurrencyGate } from '@tabletalk/connectors';
import { AppError } from '@tabletalk/contracts';
import { toAppError } from '../../../lib/app-errors';
import { toSpeakableText } from './speakable-text';
import { synthesizeSpeech, VOICE_ARGS } from './synthesize-speech';

/**
 * Syntheses at once in this process (each keeps a core busy for up to a second), how many may
 * wait for a turn, and for how long.
 */
export const SPEECH_LIMITS = { maxConcurrent: 2, maxQueued: 20, waitTimeoutMs: 30_000 } as const;

const GATE_KEY = 'speech';
const gate = createConcurrencyGate({
  limit: SPEECH_LIMITS.maxConcurrent,
  maxQueue: SPEECH_LIMITS.maxQueued,
  waitTimeoutMs: SPEECH_LIMITS.waitTimeoutMs,
});

/** Syntheses under way, by cache file, so the same text asked twice at once is read once. */
const inFlight = new Map<string, Promise<Buffer>>();

/**
 * Where the speech of a text is cached for an organization: `<dataDir>/voice/<orgId>/<sha256>.wav`,
 * the hash taken over the voice settings and the text as spoken, so a change of either makes a new
 * file. Each organization has its own files: a cache hit tells nothing of another's answers, and
 * an organization's speech goes with its folder.
 */
export function speechCachePath(dataDir: string, orgId: string, text: string): string {
  const spoken = toSpeakableText(text);
  const hash = createHash('sha256')
    .update(`${VOICE_ARGS.join(' ')}\n${spoken}`)
    .digest('hex');
  return path.join(dataDir, 'voice', orgId, `${hash}.wav`);
}

/** Syntheses running and waiting in this process. */
export function speechQueueStats(): { active: number; queued: number } {
  return gate.stats(GATE_KEY);
}

function isWav(bytes: Buffer): boolean {
  return (
    bytes.length > 44 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WAVE'
  );
}

async function readCached(file: string): Promise<Buffer | null> {
  try {
    const bytes = await readFile(file);
    return isWav(bytes) ? bytes : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes beside the target and renames, so a reader never sees half a file. */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await writeFile(partial, bytes);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function synthesizeAndStore(file: string, spoken: string): Promise<Buffer> {
  try {
    return await gate.run(GATE_KEY, async () => {
      const wav = await synthesizeSpeech(spoken);
      await writeAtomically(file, wav);
      return wav;
    });
  } catch (error) {
    throw toAppError(error, 'read-aloud');
  }
}

/**
 * A text read aloud as a WAV file, made offline (espeak-ng through text2wav) and cached on disk
 * under `<dataDir>/voice/`: a text read before is served from the file. At most 1,000
 * characters are read, figures in words ("1.2M" → "1.2 million"); at most two syntheses run at
 * once in the process, the same text asked twice at once is synthesized once.
 * @throws AppError VALIDATION_FAILED for a text with nothing to read; RATE_LIMITED (with
 *   `retryAfterSeconds`) when too many syntheses are waiting; Error when espeak fails.
 * @example const wav = await speakCached({ dataDir: ctx.env.dataDir, text: answer.description })
 */
export async function speakCached(options: {
  dataDir: string;
  orgId: string;
  text: string;
}): Promise<Buffer> {
  const spoken = toSpeakableText(options.text);
  if (!/[\p{L}\p{N}]/u.test(spoken)) {
    throw new AppError('VALIDATION_FAILED', { message: 'There is no text to read aloud.' });
  }
  const file = speechCachePath(options.dataDir, options.orgId, options.text);
  const cached = await readCached(file);
  if (cached) return cached;
  const running = inFlight.get(file);
  if (running) return running;
  const work = synthesizeAndStore(file, spoken).finally(() => inFlight.delete(file));
  inFlight.set(file, work);
  return work;
}
