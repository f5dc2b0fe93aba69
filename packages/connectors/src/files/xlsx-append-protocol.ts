import type { Kind } from './xlsx-cells';

/** One column of a batch: numbers (dates as epoch milliseconds, booleans 0/1) or texts. */
export type ColumnBatch =
  | { kind: Kind; encoding: 'number'; values: Float64Array; nulls: Uint8Array }
  | { kind: Kind; encoding: 'text'; values: (string | null)[] };

/** Requests the main thread sends the append worker; each gets one reply with its `id`. */
export type AppendRequest =
  | { id: number; type: 'open'; path: string; memoryLimit?: string }
  | { id: number; type: 'sql'; sql: string }
  | { id: number; type: 'append'; table: string; rowCount: number; columns: ColumnBatch[] }
  | { id: number; type: 'describe'; table: string }
  | { id: number; type: 'convert'; table: string }
  | { id: number; type: 'close'; save: boolean };

export type AppendReply =
  | { id: number; ok: true; result?: unknown }
  | { id: number; ok: false; message: string };
