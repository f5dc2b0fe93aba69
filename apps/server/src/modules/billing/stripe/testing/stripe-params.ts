/** A decoded form body or query of a request to Stripe. */
export type StripeParams = Record<string, unknown>;

/** Turns containers whose keys are 0, 1, 2… into arrays, as `line_items[0][price]` means. */
function withArrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  const isList = entries.length > 0 && entries.every(([key], index) => key === String(index));
  const mapped = entries.map(([key, inner]) => [key, withArrays(inner)] as const);
  return isList ? mapped.map(([, inner]) => inner) : Object.fromEntries(mapped);
}

/**
 * A form body or query in the SDK's encoding (`line_items[0][price]=price_1&metadata[orgId]=…`)
 * as nested objects and arrays; every leaf stays a string, as Stripe receives it.
 * @example decodeStripeParams('a[b][0]=1') // { a: { b: ['1'] } }
 */
export function decodeStripeParams(encoded: string): StripeParams {
  const root: StripeParams = {};
  for (const [name, value] of new URLSearchParams(encoded)) {
    const [head = '', ...rest] = name.split('[');
    const keys = [head, ...rest.map((part) => part.replace(/\]$/, ''))];
    let container: StripeParams = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        container[key] = value;
        return;
      }
      const next = container[key];
      const child: StripeParams =
        typeof next === 'object' && next !== null ? (next as StripeParams) : {};
      container[key] = child;
      container = child;
    });
  }
  return withArrays(root) as StripeParams;
}

/** The string values of a decoded object (`metadata[…]`), or {} for anything else. */
export function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** A decoded value when it is a string, else null. */
export function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Stripe's metadata update: keys merge in, and an empty value removes its key. */
export function mergeMetadata(
  current: Record<string, string>,
  update: Record<string, string>,
): Record<string, string> {
  const merged = { ...current, ...update };
  for (const [key, value] of Object.entries(update)) if (value === '') delete merged[key];
  return merged;
}
