import type { SemanticColumn, SemanticTable } from '@tabletalk/contracts';
import { singularize, splitName } from '../text';

const lemmas = (name: string) => splitName(name).map(singularize);

/** The one column that names a table's rows: called "name", or called as the rows ("continent"). */
function nameColumn(table: SemanticTable, entity: string[]): SemanticColumn | undefined {
  const visible = table.columns.filter((c) => !c.hidden && c.type === 'text');
  const same = visible.filter((c) => lemmas(c.name).join(' ') === entity.join(' '));
  if (same.length === 1) return same[0];
  // "LName" and "Fname" labelled "First name": two names, so neither is the rows' name.
  const named = visible.filter((c) => [c.name, c.label].some((n) => lemmas(n).includes('name')));
  return named.length === 1 ? named[0] : undefined;
}

/**
 * "continent id", "continent name": a table's rows named with "id" or "name" mean its key and
 * its name column, whatever those are called ("ContId", "Continent"). Only a single-column key
 * and a single name column are named so.
 */
export function entityPhrases(
  table: SemanticTable,
  entity: string[],
): { words: string[]; column: SemanticColumn }[] {
  const found: { words: string[]; column: SemanticColumn }[] = [];
  const [keyName, ...rest] = table.primaryKey;
  const key = rest.length === 0 ? table.columns.find((c) => c.name === keyName) : undefined;
  if (key && !key.hidden) found.push({ words: [...entity, 'id'], column: key });
  const name = nameColumn(table, entity);
  if (name) found.push({ words: [...entity, 'name'], column: name });
  return found;
}
