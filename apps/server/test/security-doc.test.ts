import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { idsOfSharedDocument, PROPERTY_IDS, parseEntries, problemsOf } from './security-doc';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const doc = readFileSync(path.join(root, 'docs/SECURITY.md'), 'utf8');
/** The shared properties beside the repository; a clean clone elsewhere may not have them. */
const shared = path.resolve(root, '../shared/SECURITY.md');

describe('docs/SECURITY.md (issue 16: every property with its tests or a reason)', () => {
  it('lists every property once, each with the evidence its status needs, all of it in the repository', () => {
    expect(problemsOf(doc, root)).toEqual([]);
  });

  it('names a test for every property it calls tested, and a reason for every one that does not apply', () => {
    const entries = parseEntries(doc);
    expect(entries.map((entry) => entry.id)).toEqual(PROPERTY_IDS);
    for (const entry of entries) {
      if (entry.status.startsWith('tested'))
        expect(entry.tests.length + entry.bench.length).toBeGreaterThan(0);
      if (entry.status === 'does not apply') expect(entry.doesNotApply?.length).toBeGreaterThan(20);
    }
  });

  it.skipIf(!existsSync(shared))(
    'has the ids of ../shared/SECURITY.md, no more and no fewer',
    () => {
      expect(idsOfSharedDocument(readFileSync(shared, 'utf8'))).toEqual(PROPERTY_IDS);
    },
  );

  it('finds a missing id, a repeated one, a test title not in its file, missing evidence and stale gaps', () => {
    const fixture = [
      '### A1. Egress',
      '- Status: tested',
      '- Implemented in: `apps/server/src/app.ts`, `apps/server/src/no-such-file.ts`',
      '- Tests:',
      '  - `apps/server/src/app.test.ts` — the HTTP app › sends security headers',
      '  - `apps/server/src/app.test.ts` — the HTTP app › sends no headers at all',
      '',
      '### A1. Egress again',
      '- Status: tested in part',
      '- Tests:',
      '  - `apps/server/src/no-such.test.ts` — a › b',
      '',
      '### Z9. Not a property',
      '- Status: does not apply',
      '',
      '## Gaps left',
      '',
      'No test yet:',
      '',
      '- **A2** — listed, but its entry is missing',
      '',
      'Tested in part (what remains):',
      '',
      'Counts: 3 properties; 1 tested, 1 tested in part, 1 not applicable, 0 with no test yet.',
    ].join('\n');
    expect(problemsOf(fixture, root, ['A1', 'A2'])).toEqual([
      'A2: not listed',
      'A1: twice',
      'Z9: not a property',
      'A1: no file apps/server/src/no-such-file.ts',
      'A1: apps/server/src/app.test.ts has no test titled "sends no headers at all"',
      'A1: "tested in part" needs tests and what is not yet covered',
      'A1: no test file apps/server/src/no-such.test.ts',
      'Z9: "does not apply" needs its reason',
      'gaps "No test yet:" lists [A2], entries say []',
      'gaps "Tested in part (what remains):" lists [], entries say [A1]',
    ]);
  });
});
