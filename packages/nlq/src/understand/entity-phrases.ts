import type { SemanticColumn, SemanticTable } from '@tabletalk/contracts';
import { singularize, splitName } from '../text';

const lemmas = (name: string) => splitName(name).map(singularize);

/**
 * The one column that names a table's rows: called as the rows ("continent"), else the one called
 * a name, else the one called a title. A name qualified by another table's rows ("dept_name" in
 * courses) is those rows' name, not this table's.
 */
function nameColumn(
  table: SemanticTable,
  entity: string[],
  entityWords: ReadonlySet<string>,
): SemanticColumn | undefined {
  const visible = table.columns.filter((c) => !c.hidden && c.type === 'text');
  const same = visible.filter((c) => lemmas(c.name).join(' ') === entity.join(' '));
  if (same.length === 1) return same[0];
  const namesOther = (c: SemanticColumn) =>
    [c.name, c.label].some((n) =>
      lemmas(n).some((w) => w !== 'name' && !entity.includes(w) && entityWords.has(w)),
    );
  // "LName" and "Fname" labelled "First name": two names, so neither is the rows' name.
  const named = visible.filter(
    (c) => [c.name, c.label].some((n) => lemmas(n).includes('name')) && !namesOther(c),
  );
  if (named.length === 1) return named[0];
  const titled = visible.filter((c) => lemmas(c.name).join(' ') === 'title');
  return named.length === 0 && titled.length === 1 ? titled[0] : undefined;
}

/**
 * "continent id", "continent name": a table's rows named with "id" or "name" mean its key and
 * its name column, whatever those are called ("ContId", "Continent"). Only a single-column key
 * and a single name column are named so; `entityWords` are the words every table's rows are
 * called by.
 */
export function entityPhrases(
  table: SemanticTable,
  entity: string[],
  entityWords: ReadonlySet<string> = new Set(),
): { words: string[]; column: SemanticColumn }[] {
  const found: { words: string[]; column: SemanticColumn }[] = [];
  const [keyName, ...rest] = table.primaryKey;
  const key = rest.length === 0 ? table.columns.find((c) => c.name === keyName) : undefined;
  if (key && !key.hidden) found.push({ words: [...entity, 'id'], column: key });
  const name = nameColumn(table, entity, entityWords);
  if (name) found.push({ words: [...entity, 'name'], column: name });
  return found;
}
