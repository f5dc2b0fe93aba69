import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A BEIR-layout data set: corpus.jsonl, queries.jsonl and qrels.tsv in one folder. */
export interface BeirSet {
  documents: { id: string; title: string; text: string }[];
  queries: { id: string; text: string }[];
  /** Relevant document ids per query id (qrels score above 0). */
  relevant: Map<string, Set<string>>;
}

function jsonLines(file: string): Record<string, unknown>[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
}

/** Reads the folder; throws naming the file that is missing. */
export function loadBeir(folder: string): BeirSet {
  for (const file of ['corpus.jsonl', 'queries.jsonl', 'qrels.tsv']) {
    if (!existsSync(path.join(folder, file))) throw new Error(`${path.join(folder, file)} missing`);
  }
  const documents = jsonLines(path.join(folder, 'corpus.jsonl')).map((row) => ({
    id: String(row._id),
    title: String(row.title ?? ''),
    text: String(row.text ?? ''),
  }));
  const queries = jsonLines(path.join(folder, 'queries.jsonl')).map((row) => ({
    id: String(row._id),
    text: String(row.text ?? ''),
  }));
  const relevant = new Map<string, Set<string>>();
  const lines = readFileSync(path.join(folder, 'qrels.tsv'), 'utf8').split('\n');
  for (const line of lines.slice(1)) {
    const [query, doc, score] = line.trim().split('\t');
    if (!query || !doc || !(Number(score) > 0)) continue;
    const set = relevant.get(query) ?? new Set<string>();
    set.add(doc);
    relevant.set(query, set);
  }
  return { documents, queries, relevant };
}
