import type { ScalarValue } from '@tabletalk/contracts';
import type { CompileContext } from './compile-context';
import type { TemporalTarget } from './temporal-type';

/**
 * Binds a value and returns the SQL standing for it: the placeholder, wrapped in a CAST when the
 * value is an ISO string compared with a date or timestamp.
 * @throws CompileError INVALID_VALUE for a value that cannot be bound.
 */
export function bindValue(
  context: CompileContext,
  value: ScalarValue,
  target: TemporalTarget | null,
): string {
  const placeholder = context.params.bind(value);
  if (target === null || typeof value !== 'string') return placeholder;
  return context.dialect.castTemporal(placeholder, target.type, target.nativeType);
}
