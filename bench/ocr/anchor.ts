import { spawnSync } from 'node:child_process';

/** Debian's `tesseract` program, when it is there. */
export type Anchor = { available: true; version: string } | { available: false; reason: string };

function tesseractVersion(): string | null {
  const result = spawnSync('tesseract', ['--version'], { encoding: 'utf8' });
  if (result.status !== 0) return null;
  return (result.stdout || result.stderr).split('\n')[0]?.trim() ?? 'tesseract';
}

/**
 * Finds Debian's `tesseract` program; when it is missing and this is a Debian machine run as
 * root, installs `tesseract-ocr` and `tesseract-ocr-eng` with apt-get first. Says why when it
 * cannot be had (the benchmark then runs without its anchor).
 */
export function findAnchor(log: (line: string) => void): Anchor {
  const found = tesseractVersion();
  if (found) return { available: true, version: found };
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!hasApt || process.getuid?.() !== 0) {
    return {
      available: false,
      reason:
        "tesseract is not installed; install Debian's: apt-get install -y tesseract-ocr tesseract-ocr-eng",
    };
  }
  log("Installing Debian's tesseract-ocr and tesseract-ocr-eng for the anchor…");
  const install = 'apt-get install -y -qq tesseract-ocr tesseract-ocr-eng';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const result = spawnSync('sh', ['-c', `${install} || (apt-get update -qq && ${install})`], {
    stdio: 'ignore',
    env,
  });
  const installed = result.status === 0 ? tesseractVersion() : null;
  if (installed) return { available: true, version: installed };
  return { available: false, reason: 'tesseract could not be installed with apt-get' };
}

/**
 * The anchor's text of one image and its wall time: `tesseract <image> stdout` as a user runs it
 * (default page segmentation, Debian's English model), with one OpenMP thread: its default of one
 * thread per core spins on a busy machine and makes it several times slower, so one thread is its
 * fastest here and the strictest anchor.
 */
export function runAnchor(imagePath: string): { text: string; seconds: number } {
  const started = performance.now();
  const result = spawnSync('tesseract', [imagePath, 'stdout'], {
    encoding: 'utf8',
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`tesseract failed on ${imagePath}: ${result.stderr}`);
  return { text: result.stdout, seconds };
}
