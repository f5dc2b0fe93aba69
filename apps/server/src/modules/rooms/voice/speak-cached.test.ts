import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError } from '@tabletalk/contracts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SPEECH_LIMITS, speakCached, speechCachePath, speechQueueStats } from './speak-cached';

/** The organization the speech is made for. */
const ORG = '00000000-0000-4000-8000-000000000001';

const require = createRequire(import.meta.url);
const dirs: string[] = [];
function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tabletalk-voice-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The fields of a canonical 44-byte PCM WAV header. */
function wavHeader(wav: Buffer) {
  return {
    riff: wav.toString('latin1', 0, 4),
    riffSize: wav.readUInt32LE(4),
    wave: wav.toString('latin1', 8, 12),
    fmt: wav.toString('latin1', 12, 16),
    format: wav.readUInt16LE(20),
    channels: wav.readUInt16LE(22),
    sampleRate: wav.readUInt32LE(24),
    bitsPerSample: wav.readUInt16LE(34),
    data: wav.toString('latin1', 36, 40),
    dataSize: wav.readUInt32LE(40),
  };
}

/** Polls the queue while `work` runs; returns the most seen running and waiting at once. */
async function peakWhile<T>(
  work: Promise<T>,
): Promise<{ active: number; queued: number; result: T }> {
  const peak = { active: 0, queued: 0 };
  const timer = setInterval(() => {
    const stats = speechQueueStats();
    peak.active = Math.max(peak.active, stats.active);
    peak.queued = Math.max(peak.queued, stats.queued);
  }, 5);
  try {
    const result = await work;
    return { ...peak, result };
  } finally {
    clearInterval(timer);
  }
}

describe('speakCached', () => {
  it('reads a text aloud as a 16-bit mono PCM WAV file, cached under its hash', async () => {
    const dataDir = freshDataDir();
    const wav = await speakCached({ orgId: ORG, dataDir, text: 'Total revenue in 2023 was 1.2M.' });
    expect(wavHeader(wav)).toEqual({
      riff: 'RIFF',
      riffSize: wav.length - 8,
      wave: 'WAVE',
      fmt: 'fmt ',
      format: 1,
      channels: 1,
      sampleRate: 22050,
      bitsPerSample: 16,
      data: 'data',
      dataSize: wav.length - 44,
    });
    // About two seconds of speech: far more than silence, far less than a minute.
    const seconds = (wav.length - 44) / (22050 * 2);
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(10);
    const file = speechCachePath(dataDir, ORG, 'Total revenue in 2023 was 1.2M.');
    expect(path.dirname(file)).toBe(path.join(dataDir, 'voice', ORG));
    expect(path.basename(file)).toMatch(/^[0-9a-f]{64}\.wav$/);
    const elsewhere = '00000000-0000-4000-8000-000000000002';
    expect(
      path.dirname(speechCachePath(dataDir, elsewhere, 'Total revenue in 2023 was 1.2M.')),
    ).toBe(path.join(dataDir, 'voice', elsewhere));
    expect(readdirSync(path.join(dataDir, 'voice', ORG))).toEqual([path.basename(file)]);
  });

  it('serves the same text again from the cache without synthesizing it', async () => {
    const dataDir = freshDataDir();
    const text = 'North leads with 34.2K, ahead of South with 21K.';
    const first = await speakCached({ orgId: ORG, dataDir, text });
    const file = speechCachePath(dataDir, ORG, text);
    const { mtimeMs } = statSync(file);
    const started = performance.now();
    const second = await peakWhile(speakCached({ orgId: ORG, dataDir, text }));
    const elapsed = performance.now() - started;
    expect(second.result.equals(first)).toBe(true);
    expect(second.active).toBe(0);
    expect(statSync(file).mtimeMs).toBe(mtimeMs);
    expect(elapsed).toBeLessThan(100);
    // The figures are read the same way written either way, so they share one file.
    const spelled = 'North leads with 34.2 thousand, ahead of South with 21 thousand.';
    expect(speechCachePath(dataDir, ORG, spelled)).toBe(file);
  });

  it('keeps a different text in a different file', async () => {
    const dataDir = freshDataDir();
    const one = await speakCached({ orgId: ORG, dataDir, text: 'Revenue went up.' });
    const two = await speakCached({
      orgId: ORG,
      dataDir,
      text: 'Revenue went down sharply this year.',
    });
    expect(two.equals(one)).toBe(false);
    const files = readdirSync(path.join(dataDir, 'voice', ORG)).sort();
    expect(files).toHaveLength(2);
    expect(files).toEqual(
      [
        speechCachePath(dataDir, ORG, 'Revenue went up.'),
        speechCachePath(dataDir, ORG, 'Revenue went down sharply this year.'),
      ]
        .map((file) => path.basename(file))
        .sort(),
    );
    const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(files).not.toContain(`${hashOf('')}.wav`);
  });

  it(`runs at most ${SPEECH_LIMITS.maxConcurrent} syntheses at once and one per text`, async () => {
    const dataDir = freshDataDir();
    const texts = ['First answer.', 'Second answer.', 'Third answer.', 'Fourth answer.'];
    const all = await peakWhile(
      Promise.all(texts.map((text) => speakCached({ orgId: ORG, dataDir, text }))),
    );
    expect(all.active).toBe(SPEECH_LIMITS.maxConcurrent);
    expect(all.queued).toBeGreaterThan(0);
    for (const wav of all.result) expect(wav.toString('latin1', 8, 12)).toBe('WAVE');

    const twice = await peakWhile(
      Promise.all(
        [1, 2].map(() => speakCached({ orgId: ORG, dataDir, text: 'Asked twice at once.' })),
      ),
    );
    expect(twice.active).toBe(1);
    expect(twice.result[0]?.equals(twice.result[1] ?? Buffer.alloc(0))).toBe(true);
    expect(readdirSync(path.join(dataDir, 'voice', ORG)).filter((f) => f.endsWith('.tmp'))).toEqual(
      [],
    );
  });

  it('reads text that looks like an option as text, printing nothing', async () => {
    // Read as options, this would send the sound to text2wav's package folder (espeak's
    // /usr/share) and say nothing; text2wav's own API even crashes the process on such text.
    const name = `stray-${process.pid}-${Date.now()}.wav`;
    const stray = path.join(path.dirname(require.resolve('text2wav')), name);
    const printed: string[] = [];
    const spies = [
      vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
        printed.push(String(chunk));
        return true;
      }),
      vi.spyOn(console, 'warn').mockImplementation((...args) => printed.push(args.join(' '))),
      vi.spyOn(console, 'log').mockImplementation((...args) => printed.push(args.join(' '))),
    ];
    try {
      const wav = await speakCached({
        orgId: ORG,
        dataDir: freshDataDir(),
        text: `-w /usr/share/${name} hello`,
      });
      expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
      // "minus w slash u s r ..." takes seconds to say; "hello" alone would take half of one.
      expect((wav.length - 44) / (22050 * 2)).toBeGreaterThan(2);
    } finally {
      for (const spy of spies) spy.mockRestore();
      rmSync(stray, { force: true });
    }
    expect(existsSync(stray)).toBe(false);
    expect(printed).toEqual([]);
  });

  it('refuses a text with nothing to read', async () => {
    const error = await speakCached({
      orgId: ORG,
      dataDir: freshDataDir(),
      text: ' \n ... ',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('VALIDATION_FAILED');
  });
});
