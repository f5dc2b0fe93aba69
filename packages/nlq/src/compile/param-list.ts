import type { ScalarValue } from '@tabletalk/contracts';
import type { SqlDialect } from '../dialects';
import { CompileError } from './compile-error';

/** Collects bound values in order and hands out the dialect's placeholder for each. */
export interface ParamList {
  /** Binds one value and returns its placeholder (`?`, `$2`, `@p2`). */
  bind(value: ScalarValue): string;
  /** The values bound so far, in placeholder order. */
  readonly values: ScalarValue[];
}

function checkValue(value: ScalarValue): void {
  const isBindable =
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && !value.includes('\0'));
  if (!isBindable) {
    throw new CompileError('INVALID_VALUE', `Cannot bind ${JSON.stringify(value) ?? typeof value}`);
  }
}

/**
 * An empty parameter list for one dialect. Placeholders must be handed out in the order they
 * appear in the SQL text, because `?` binds by position.
 * @throws CompileError INVALID_VALUE (from `bind`) for NaN, infinities, NUL in text or non-scalars.
 */
export function createParamList(dialect: SqlDialect): ParamList {
  const values: ScalarValue[] = [];
  return {
    values,
    bind(value) {
      checkValue(value);
      values.push(value);
      return dialect.placeholder(values.length);
    },
  };
}
