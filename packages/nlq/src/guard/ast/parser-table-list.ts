/** One entry of node-sql-parser's `tableList` (`select::schema::name`). */
export interface ListedTable {
  /** What the parser says the statement does with it: select, insert, update, delete... */
  action: string;
  /** Qualifiers as the parser wrote them (`db` or `db.schema`), empty when none. */
  parts: string[];
}

/** Reads the parser's `kind::schema::name` strings; unreadable entries keep what they can. Throws nothing. */
export function readTableList(tableList: string[]): ListedTable[] {
  return tableList.map((entry) => {
    const [action = '', schema = 'null', ...rest] = entry.split('::');
    const name = rest.join('::');
    const qualifiers = schema === 'null' ? [] : schema.split('.');
    return { action: action.toLowerCase(), parts: [...qualifiers, name] };
  });
}
