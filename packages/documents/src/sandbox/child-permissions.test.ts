import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempFiles } from '../extract/test-files';
import { childPermissionFlags } from './child-permissions';

const files = createTempFiles('permissions');
afterAll(files.cleanup);

/** Runs a script under the flags, as the parser child runs, and returns what it printed. */
function runFenced(readable: string[], script: string): string {
  const result = spawnSync(
    process.execPath,
    [...childPermissionFlags(readable, false), '--input-type=module', '-e', script],
    { encoding: 'utf8', env: {} },
  );
  return `${result.stdout}${result.stderr}`;
}

const attempt = (code: string) =>
  `try { ${code}; console.log('allowed'); } catch (error) { console.log('refused', error.code ?? error.name); }`;

describe('childPermissionFlags', () => {
  it('lets the child read the document it was given, and nothing else outside its code', () => {
    const document = files.write('document.txt', 'the document');
    const secret = files.write('secret.txt', 'another file');
    const read = (path: string) =>
      attempt(`(await import('node:fs')).readFileSync(${JSON.stringify(path)})`);
    expect(runFenced([document], read(document))).toContain('allowed');
    expect(runFenced([document], read(secret))).toContain('refused ERR_ACCESS_DENIED');
    expect(runFenced([document], read('/etc/passwd'))).toContain('refused ERR_ACCESS_DENIED');
  });

  it('lets the child write nothing', () => {
    const target = `${files.dir}/written.txt`;
    const write = attempt(
      `(await import('node:fs')).writeFileSync(${JSON.stringify(target)}, 'x')`,
    );
    expect(runFenced([], write)).toContain('refused ERR_ACCESS_DENIED');
  });

  it('makes no code from strings', () => {
    expect(runFenced([], attempt(`new Function('return 1')()`))).toContain('refused EvalError');
    expect(runFenced([], attempt(`eval('1')`))).toContain('refused EvalError');
  });

  it('refuses a path the flag syntax cannot express', () => {
    expect(() => childPermissionFlags(['/data/a,b.pdf'], false)).toThrow(
      'A sandbox cannot be given the path /data/a,b.pdf.',
    );
  });
});
