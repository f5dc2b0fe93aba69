import type { ColumnConversion, IngestedTable } from '@tabletalk/connectors';
import type { SemanticColumn, SemanticModel } from '@tabletalk/contracts';

const plural = (count: number, word: string) =>
  `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

/** How a converted column was read, in words for the Enrich screen and the question engine. */
export function conversionNote(conversion: ColumnConversion): string {
  const read = {
    currency: `Read from amounts written like ${conversion.currency ?? ''}${conversion.convention === 'eu' ? '1.234,50' : '1,234.50'}.`,
    number: `Read from numbers written like ${conversion.convention === 'eu' ? '1.234,50' : '1,234.50'}.`,
    percent: 'In percent: "5%" is stored as 5, so "above 20%" means above 20.',
    date: `Read from dates in several formats, ${conversion.convention === 'day-first' ? 'day first (03/04/2024 is 3 April)' : 'month first (03/04/2024 is 4 March)'}.`,
    text: 'Kept as text.',
  }[conversion.kind];
  const notes = [read];
  const zeroDates = conversion.zeroDates ?? 0;
  if (zeroDates > 0) {
    notes.push(`${plural(zeroDates, 'zero date')} (0000-00-00) loaded as empty.`);
  }
  if (conversion.unparsed > 0) {
    notes.push(
      `${plural(conversion.unparsed, 'value')} could not be read; ${conversion.unparsed === 1 ? 'its' : 'their'} text is kept in ${conversion.rawColumn}.`,
    );
  }
  return notes.join(' ');
}

/** Openings of the notes `conversionNote` writes, told apart from what a person wrote. */
const GENERATED_NOTE = /^(Read from |In percent: |Kept as text\.)/;

function describeColumn(column: SemanticColumn, conversion: ColumnConversion): SemanticColumn {
  const isPercent = conversion.kind === 'percent' && !column.label.endsWith('(%)');
  const label = isPercent ? `${column.label} (%)` : column.label;
  const isWritten = column.description !== null && !GENERATED_NOTE.test(column.description);
  // A person who chose text means it, even for digits the knowledge would read as numbers.
  const asText = conversion.kind === 'text' ? { type: 'text' as const } : {};
  return {
    ...column,
    ...asText,
    label: conversion.kind === 'percent' ? label : column.label.replace(/ \(%\)$/, ''),
    // A description the person wrote stays; an earlier note gives way to the new one.
    description: isWritten ? column.description : conversionNote(conversion),
  };
}

/**
 * A rebuild writes labels afresh, but the note of a percent column stays (descriptions are kept):
 * the note brings its "(%)" back.
 */
function keepPercentLabel(column: SemanticColumn): SemanticColumn {
  const isPercent = column.description?.startsWith('In percent: ') ?? false;
  if (!isPercent || column.label.endsWith('(%)')) return column;
  return { ...column, label: `${column.label} (%)` };
}

/**
 * The model with each column a load converted from text (`ColumnConversion`) described: how it
 * was read, and how many values did not read and where their text is. Percent columns are
 * labelled "(%)", also after a rebuild (`tables` may be empty then). Descriptions a person wrote
 * are kept. Throws nothing.
 */
export function describeConversions(
  model: SemanticModel,
  tables: Pick<IngestedTable, 'name' | 'conversions'>[],
): SemanticModel {
  const byTable = new Map(tables.map((table) => [table.name, table.conversions ?? []]));
  return {
    ...model,
    tables: model.tables.map((table) => {
      const conversions = new Map((byTable.get(table.name) ?? []).map((c) => [c.column, c]));
      return {
        ...table,
        columns: table.columns.map((column) => {
          const conversion = conversions.get(column.name);
          return conversion ? describeColumn(column, conversion) : keepPercentLabel(column);
        }),
      };
    }),
  };
}
