/**
 * Native type names that hold text, as catalogs spell them: `VARCHAR`, `character varying(255)`,
 * `nvarchar(max)`, `STRING`, `longtext`, `bpchar`... An optional length and a collation or
 * character set may follow; anything else after the name (`text[]`) is not plain text.
 */
const textNames = [
  'n?varchar2?',
  'n?char',
  'character( varying)?',
  'char varying',
  'national (character|char)( varying)?',
  'n?text',
  'tinytext',
  'mediumtext',
  'longtext',
  'string',
  'bpchar',
  'citext',
  'n?clob',
];
const length = String.raw`\s*(\(\s*(\d+|max)(\s+\w+)?\s*\))?`;
const collation = String.raw`(\s+(collate|character set|charset)\b.*)?`;
const textualType = new RegExp(`^(${textNames.join('|')})${length}${collation}$`);

/**
 * Whether a column's native type is text. A column the model types `integer` or `decimal` whose
 * native type is text holds numbers written as text ("cast me"): the knowledge build found its
 * values to be plain numbers, and the compiler reads them through the dialect's safe cast.
 * Throws nothing.
 * @example isTextualNativeType('character varying(20)') // true
 * @example isTextualNativeType("enum('1','2')") // false
 */
export function isTextualNativeType(nativeType: string): boolean {
  return textualType.test(nativeType.trim().toLowerCase());
}
