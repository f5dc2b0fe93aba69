/**
 * The one row an `INSERT … RETURNING` gives back. A database that returns no row for an insert
 * that did not throw is broken, so that is an error naming what was inserted, not a null for
 * every caller to check.
 */
export async function insertedRow<Row>(rows: PromiseLike<Row[]>, what: string): Promise<Row> {
  const [row] = await rows;
  if (!row) throw new Error(`${what} insert returned nothing`);
  return row;
}
