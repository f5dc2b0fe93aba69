import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This package's folder: the child loads its own sources from here. */
const packageRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Node flags that fence a parser child in with Node's permission model (SECURITY E3, E4): it may
 * read only this package, the `node_modules` folders its libraries load from and the given files;
 * it may write nothing; and no code is made from strings (`eval`, `new Function`), which shuts
 * the door on pdf.js font-program injection (CVE-2024-4367) even beyond `isEvalSupported:false`.
 * Native addons stay allowed for @napi-rs/canvas. Under tsx (the app runs its TypeScript through
 * it) the loader needs a worker thread and esbuild's helper process, so those are allowed too —
 * a child process is not fenced by the permission model; the read fence is what stops a library
 * from opening files a document points at (CVE-2025-11849). Returns only the code-generation flag
 * on a Node without the permission model (or without `--allow-addons`).
 * Throws an Error for a path Node's flag syntax cannot express (a comma or `*` in it).
 */
export function childPermissionFlags(readable: string[], isTypeScript: boolean): string[] {
  const permission = ['--permission', '--experimental-permission'].find((flag) =>
    process.allowedNodeEnvironmentFlags.has(flag),
  );
  const noStrings = ['--disallow-code-generation-from-strings'];
  const canAllowAddons = process.allowedNodeEnvironmentFlags.has('--allow-addons');
  if (!permission || !canAllowAddons) return noStrings;
  for (const path of readable) {
    if (/[,*]/.test(path)) throw new Error(`A sandbox cannot be given the path ${path}.`);
  }
  const reads = [packageRoot, ...nodeModulesFolders(), ...readable];
  const tsx = isTypeScript ? ['--allow-worker', '--allow-child-process'] : [];
  return [
    ...noStrings,
    permission,
    ...reads.map((path) => `--allow-fs-read=${path}`),
    '--allow-addons',
    ...tsx,
  ];
}

/** Every `node_modules` folder from this package up to the root, where Node resolves packages. */
function nodeModulesFolders(): string[] {
  const folders: string[] = [];
  for (let at = packageRoot; ; at = dirname(at)) {
    const candidate = join(at, 'node_modules');
    if (existsSync(candidate)) folders.push(`${candidate}/`);
    if (dirname(at) === at) return folders;
  }
}

/** Where the child runs: its own package folder. */
export const childWorkingFolder = packageRoot;
