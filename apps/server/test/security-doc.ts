import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/SECURITY.md lists every property of the shared SECURITY.md with its status, the files that
 * implement it and its tests. This reads it and names what does not hold.
 */

export const STATUSES = ['tested', 'tested in part', 'does not apply', 'no test yet'] as const;
export type Status = (typeof STATUSES)[number];

/** One property's entry: `### A1. Name` and the list under it. */
export interface Entry {
  id: string;
  status: string;
  implementedIn: string[];
  tests: { file: string; title: string }[];
  bench: string[];
  doesNotApply: string | null;
  notYetCovered: string | null;
}

const count = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, index) => `${prefix}${index + 1}`);

/**
 * The ids of the shared SECURITY.md: sections A to I, the load table (L1–L7) and the fault table,
 * whose F1–F12 are written 3.2-F1–3.2-F12 beside section F.
 */
export const PROPERTY_IDS = [
  ...count('A', 6),
  ...count('B', 7),
  ...count('C', 5),
  ...count('D', 7),
  ...count('E', 8),
  ...count('F', 8),
  ...count('G', 2),
  ...count('H', 1),
  ...count('I', 5),
  ...count('L', 7),
  ...count('3.2-F', 12),
];

/** The ids the shared SECURITY.md itself defines, read the same way (for when it is at hand). */
export function idsOfSharedDocument(text: string): string[] {
  const properties = [...text.matchAll(/^\*\*([A-I]\d+)\. /gm)].map((match) => match[1] ?? '');
  const faultTable = text.slice(text.indexOf('### 3.2'));
  const loads = [...text.matchAll(/^\| (L\d+) \|/gm)].map((match) => match[1] ?? '');
  const faults = [...faultTable.matchAll(/^\| (F\d+) \|/gm)].map((match) => `3.2-${match[1]}`);
  return [...properties, ...loads, ...faults];
}

const backticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');

/** The entries of docs/SECURITY.md, in order. */
export function parseEntries(doc: string): Entry[] {
  const [, ...blocks] = doc.split(/^### /m);
  return blocks.map((block) => {
    const lines = block.split('\n');
    const id = /^(\S+)\. /.exec(lines[0] ?? '')?.[1] ?? lines[0] ?? '';
    const field = (name: string) =>
      lines.find((line) => line.startsWith(`- ${name}: `))?.slice(name.length + 4) ?? null;
    const tests = lines.flatMap((line) => {
      const match = /^ {2}- `([^`]+)` — (.+)$/.exec(line);
      return match ? [{ file: match[1] ?? '', title: match[2] ?? '' }] : [];
    });
    const bench = lines.flatMap((line) => {
      const match = /^- Bench: `([^`]+)`/.exec(line);
      return match ? [match[1] ?? ''] : [];
    });
    return {
      id,
      status: field('Status') ?? '',
      implementedIn: backticked(field('Implemented in') ?? ''),
      tests,
      bench,
      doesNotApply: field('Does not apply'),
      notYetCovered: field('Not yet covered'),
    };
  });
}

/** The ids listed in the gaps section under a heading line (`No test yet:`), in order. */
function gapIds(doc: string, heading: string): string[] {
  const start = doc.indexOf(`\n${heading}\n`);
  if (start < 0) return [];
  const rest = doc.slice(start + heading.length + 2);
  const end = rest.search(/\n(?!- |\n)/);
  const section = end < 0 ? rest : rest.slice(0, end);
  return [...section.matchAll(/^- \*\*([^*]+)\*\*/gm)].map((match) => match[1] ?? '');
}

/** Whether a title appears in the file's text as a string literal, in any quote. */
function hasTitle(text: string, title: string): boolean {
  return ["'", '"', '`'].some((quote) => text.includes(`${quote}${title}${quote}`));
}

function problemsOfEntry(entry: Entry, rootDir: string): string[] {
  const problems: string[] = [];
  const where = entry.id;
  if (!(STATUSES as readonly string[]).includes(entry.status))
    problems.push(`${where}: unknown status "${entry.status}"`);
  const hasEvidence = entry.tests.length > 0 || entry.bench.length > 0;
  if (entry.status === 'tested' && (entry.tests.length === 0 || entry.notYetCovered))
    problems.push(`${where}: "tested" needs tests and nothing left uncovered`);
  if (entry.status === 'tested in part' && !(hasEvidence && entry.notYetCovered))
    problems.push(`${where}: "tested in part" needs tests and what is not yet covered`);
  if (entry.status === 'does not apply' && !entry.doesNotApply)
    problems.push(`${where}: "does not apply" needs its reason`);
  if (entry.status === 'no test yet' && (entry.tests.length > 0 || !entry.notYetCovered))
    problems.push(`${where}: "no test yet" names no test and says what is missing`);
  for (const file of [...entry.implementedIn, ...entry.bench]) {
    if (!existsSync(path.join(rootDir, file))) problems.push(`${where}: no file ${file}`);
  }
  for (const { file, title } of entry.tests) {
    const at = path.join(rootDir, file);
    if (!/\.test\.tsx?$/.test(file) || !existsSync(at) || !statSync(at).isFile()) {
      problems.push(`${where}: no test file ${file}`);
      continue;
    }
    const text = readFileSync(at, 'utf8');
    for (const part of title.split(' › ')) {
      if (!hasTitle(text, part)) problems.push(`${where}: ${file} has no test titled "${part}"`);
    }
  }
  return problems;
}

/**
 * What does not hold in docs/SECURITY.md: ids missing, repeated or unknown; entries without
 * the evidence their status needs; files or test titles that are not in the repository; a gaps
 * section or a count line that disagrees with the entries.
 * @example problemsOf(readFileSync('docs/SECURITY.md', 'utf8'), root) // [] when it holds
 */
export function problemsOf(doc: string, rootDir: string, ids = PROPERTY_IDS): string[] {
  const entries = parseEntries(doc);
  const listed = entries.map((entry) => entry.id);
  const problems = [
    ...ids.filter((id) => !listed.includes(id)).map((id) => `${id}: not listed`),
    ...listed.filter((id, index) => listed.indexOf(id) !== index).map((id) => `${id}: twice`),
    ...listed.filter((id) => !ids.includes(id)).map((id) => `${id}: not a property`),
    ...entries.flatMap((entry) => problemsOfEntry(entry, rootDir)),
  ];
  const withStatus = (status: Status) =>
    entries.filter((entry) => entry.status === status).map((entry) => entry.id);
  for (const [heading, status] of [
    ['No test yet:', 'no test yet'],
    ['Tested in part (what remains):', 'tested in part'],
  ] as const) {
    const gaps = gapIds(doc, heading).join(' ');
    if (gaps !== withStatus(status).join(' '))
      problems.push(`gaps "${heading}" lists [${gaps}], entries say [${withStatus(status)}]`);
  }
  const counts = `Counts: ${entries.length} properties; ${withStatus('tested').length} tested, ${withStatus('tested in part').length} tested in part, ${withStatus('does not apply').length} not applicable, ${withStatus('no test yet').length} with no test yet.`;
  if (!doc.includes(counts)) problems.push(`the count line should read: ${counts}`);
  return problems;
}
