import { type AddDatabaseRequest, addDatabaseRequestSchema } from '@tabletalk/contracts';
import {
  type ConnectionFormValues,
  connectionFields,
  type DatabaseType,
  databaseTypeLabels,
  defaultPorts,
} from './connection-fields';

/** The port to show after switching kinds: the new default unless the user typed their own. */
export function portAfterTypeChange(values: ConnectionFormValues, next: DatabaseType): string {
  const previousDefault = String(defaultPorts[values.type] ?? '');
  const isUntouched = values.port === '' || values.port === previousDefault;
  return isUntouched ? String(defaultPorts[next] ?? '') : values.port;
}

/** A name when the user gave none: the database (or dataset) and the kind. */
export function defaultConnectionName(values: ConnectionFormValues): string {
  const target = values.database.trim() || values.dataset.trim() || values.catalog.trim();
  const kind = databaseTypeLabels[values.type];
  return target ? `${target} (${kind})` : kind;
}

/**
 * The request body before validation: only the chosen kind's fields, text trimmed, the port
 * as a number, blank optional fields left out. Secrets are sent as typed (never trimmed).
 */
export function draftConnectionRequest(values: ConnectionFormValues) {
  const connection: Record<string, string | number | boolean> = { type: values.type };
  for (const { key, kind } of connectionFields[values.type]) {
    const value = values[key];
    if (typeof value === 'boolean') connection[key] = value;
    else if (kind === 'secret') connection[key] = value;
    else if (kind === 'port' && value.trim() !== '') connection[key] = Number(value.trim());
    else if (value.trim() !== '') connection[key] = value.trim();
  }
  return { name: values.name.trim() || defaultConnectionName(values), connection };
}

function formProblems(values: ConnectionFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const { key, kind, required } of connectionFields[values.type]) {
    const value = values[key];
    if (typeof value === 'boolean') continue;
    if (required && !value.trim()) problems[key] = 'Required';
    const port = Number(value.trim());
    const isBadPort = kind === 'port' && !(Number.isInteger(port) && port >= 1 && port <= 65535);
    if (isBadPort && value.trim()) problems[key] = 'Between 1 and 65535';
  }
  return problems;
}

export type ConnectionValidation =
  | { request: AddDatabaseRequest; problems: null }
  | { request: null; problems: Record<string, string> };

/**
 * Checks the form with the server's own contract (`addDatabaseRequestSchema`), so every field
 * error shows beside its field before anything is sent. Problems are keyed by form field.
 */
export function validateConnection(values: ConnectionFormValues): ConnectionValidation {
  const problems = formProblems(values);
  const parsed = addDatabaseRequestSchema.safeParse(draftConnectionRequest(values));
  if (parsed.success && Object.keys(problems).length === 0) {
    return { request: parsed.data, problems: null };
  }
  for (const issue of parsed.error?.issues ?? []) {
    const [head, key] = issue.path;
    const field = String(head === 'connection' ? (key ?? 'type') : head);
    problems[field] ??= issue.message;
  }
  return { request: null, problems };
}

/**
 * Field errors from a server VALIDATION_FAILED answer (`details.fields[].path` such as
 * `connection.host`), keyed by form field, so they show beside the field like local ones.
 */
export function serverFieldErrors(details: unknown): Record<string, string> {
  const fields =
    typeof details === 'object' && details !== null && 'fields' in details ? details.fields : null;
  if (!Array.isArray(fields)) return {};
  const errors: Record<string, string> = {};
  for (const item of fields as { path?: unknown; message?: unknown }[]) {
    if (typeof item?.path !== 'string' || !item.path) continue;
    const key = item.path.replace(/^connection\./, '');
    errors[key] ??= typeof item.message === 'string' ? item.message : 'Invalid value';
  }
  return errors;
}
