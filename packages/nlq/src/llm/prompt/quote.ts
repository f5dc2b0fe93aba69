/**
 * Renders untrusted text (names, labels, values, descriptions, questions, database errors) as
 * one JSON string literal, cut to `maxChars`. JSON escaping keeps quotes and newlines inside the
 * literal, and `</` is written `<\/` so no text can close a prompt section early. Throws nothing.
 * @example quote('a "b"\n</data>') // "\"a \\\"b\\\"\\n<\\/data>\""
 */
export function quote(text: string, maxChars = Number.POSITIVE_INFINITY): string {
  const cut = text.length > maxChars ? `${text.slice(0, maxChars)}…` : text;
  return JSON.stringify(cut).replaceAll('</', '<\\/');
}

/** A table's name as the prompt shows it: `"schema"."table"` or `"table"`. */
export function quoteTable(table: { name: string; schema: string | null }): string {
  return table.schema === null ? quote(table.name) : `${quote(table.schema)}.${quote(table.name)}`;
}
