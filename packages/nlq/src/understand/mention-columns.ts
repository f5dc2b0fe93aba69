import type { Mention } from './link';

/** Whether a mention's best reading is a column. */
export const namesColumn = (mention: Mention): boolean =>
  mention.entries[0]?.target.kind === 'column';

/** Whether a mention's best reading is a column holding numbers. */
export function namesNumberColumn(mention: Mention | undefined): mention is Mention {
  const target = mention?.entries[0]?.target;
  return (
    target?.kind === 'column' &&
    (target.column.type === 'integer' || target.column.type === 'decimal')
  );
}

/** Whether a mention's best reading is a number column that is not an identifier: a measure. */
export function namesMeasure(mention: Mention): boolean {
  const target = mention.entries[0]?.target;
  return (
    namesNumberColumn(mention) && target?.kind === 'column' && target.column.role !== 'identifier'
  );
}
