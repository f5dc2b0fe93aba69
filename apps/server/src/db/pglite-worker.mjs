/**
 * The embedded app database on its own thread (see pglite-thread.ts): PGlite is single-threaded
 * WASM, and on the main thread its work queued every HTTP request behind it. Plain JavaScript so
 * that it starts as a worker under any loader (tsx, Vitest, plain node) without compiling.
 *
 * Messages are handled strictly in arrival order, one at a time: the main thread relies on that
 * order to keep a transaction's statements together.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

const { dataDir, loadDataDir } = workerData;

/**
 * Type parsers cannot cross threads: the caller names the types to keep as the raw text, for the
 * statement running now (statements run one at a time). The client's own parsers read that
 * choice: a statement given parsers of its own would have PGlite copy its whole parser table
 * (an object with sparse number keys, slow to copy) for every statement.
 */
let rawNow = new Set();
const rawSets = new Map();
function useRawTypes(rawTypes) {
  const key = (rawTypes ?? []).join(',');
  let set = rawSets.get(key);
  if (!set) {
    set = new Set(rawTypes ?? []);
    rawSets.set(key, set);
  }
  rawNow = set;
}
const parsers = {};
for (const [oid, parse] of Object.entries(types.parsers)) {
  parsers[oid] = (value, typeId) => (rawNow.has(typeId) ? value : parse(value, typeId));
}

const client = await PGlite.create({
  dataDir,
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
  parsers,
});

const handlers = {
  query: ({ text, params, rowMode, rawTypes }) => {
    useRawTypes(rawTypes);
    return client.query(text, params, { rowMode });
  },
  exec: ({ text }) => {
    useRawTypes([]);
    return client.exec(text);
  },
  dump: async () => new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()),
  close: () => client.close(),
};

let queue = Promise.resolve();
parentPort.on('message', (message) => {
  queue = queue.then(async () => {
    try {
      const result = await handlers[message.kind](message);
      parentPort.postMessage({ id: message.id, result: strip(result) });
    } catch (error) {
      parentPort.postMessage({ id: message.id, error: describe(error) });
    }
  });
});
parentPort.postMessage({ ready: true });

/** A query result without what cannot be cloned (PGlite's blob, functions). */
function strip(result) {
  if (Array.isArray(result)) return result.map(strip);
  if (result && typeof result === 'object' && 'rows' in result) {
    return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
  }
  return result;
}

/** The error's message and PostgreSQL fields (code, detail, constraint…), which callers read. */
function describe(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message, stack: error.stack };
}
