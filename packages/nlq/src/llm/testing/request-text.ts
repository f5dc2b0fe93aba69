import type { RecordedRequest } from './stub-provider';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/** The text of every message a recorded request carried, whatever the provider's shape. */
export function requestText(request: RecordedRequest | undefined): string {
  const body = request?.body as { system?: unknown; messages?: unknown } | undefined;
  return strings([body?.system, body?.messages]).join('\n');
}
