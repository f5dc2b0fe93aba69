/** Why a set of Enrich-screen edits was refused. */
export type ModelEditErrorCode =
  | 'INVALID_EDIT'
  | 'UNKNOWN_TABLE'
  | 'UNKNOWN_COLUMN'
  | 'INVALID_ROLE'
  | 'INVALID_MEASURE'
  | 'UNKNOWN_MEASURE';

/**
 * Thrown by `applyModelEdits` when edits don't fit the model; `path` names the table and column
 * (e.g. `orders.amount`) so the server can answer a 400 that points at the field.
 */
export class ModelEditError extends Error {
  readonly code: ModelEditErrorCode;
  readonly path: string;

  constructor(code: ModelEditErrorCode, path: string, message: string) {
    super(message);
    this.name = 'ModelEditError';
    this.code = code;
    this.path = path;
  }
}
