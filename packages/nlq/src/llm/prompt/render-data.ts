import type { SemanticModel, SemanticTable } from '@tabletalk/contracts';
import type { DetailLevel } from './detail-level';
import { quote, quoteTable } from './quote';

const MAX_GLOSSARY_ENTRIES = 40;

function valueLines(table: SemanticTable, level: DetailLevel): string[] {
  if (level.values === 0) return [];
  return table.columns
    .filter((column) => column.values.length > 0)
    .map((column) => {
      const shown = column.values
        .slice(0, level.values)
        .map((v) => quote(v.value, level.valueChars));
      const more = column.values.length - shown.length;
      const rest = more > 0 ? ` (+${more} more)` : '';
      return `values ${quoteTable(table)}.${quote(column.name)}: ${shown.join(', ')}${rest}`;
    });
}

function descriptionLines(table: SemanticTable, level: DetailLevel): string[] {
  if (level.descriptionChars === 0) return [];
  const lines = table.description
    ? [`about ${quoteTable(table)}: ${quote(table.description, level.descriptionChars)}`]
    : [];
  for (const column of table.columns) {
    if (!column.description) continue;
    const text = quote(column.description, level.descriptionChars);
    lines.push(`about ${quoteTable(table)}.${quote(column.name)}: ${text}`);
  }
  return lines;
}

/**
 * The `<data>` section's body: dictionary values, table and column descriptions and the glossary,
 * each JSON-quoted and cut to the detail level. This is the text most open to injection (values
 * come from the data itself), so it stays apart from the schema. Pure; throws nothing.
 */
export function renderData(
  model: SemanticModel,
  tables: readonly SemanticTable[],
  level: DetailLevel,
): string {
  const glossary =
    level.glossaryChars === 0
      ? []
      : model.glossary
          .slice(0, MAX_GLOSSARY_ENTRIES)
          .map(
            (entry) =>
              `glossary ${quote(entry.term, 60)}: ${quote(entry.definition, level.glossaryChars)}`,
          );
  const perTable = tables.flatMap((table) => [
    ...valueLines(table, level),
    ...descriptionLines(table, level),
  ]);
  return [...perTable, ...glossary].join('\n');
}
