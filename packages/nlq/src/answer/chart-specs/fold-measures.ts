import type { ResultColumn } from '../answer-types';
import { freeName } from './chart-data';
import { escapeField, numberFormat } from './chart-fields';

/**
 * The pieces that draw several measures as one: a fold transform turning each measure column
 * into (name, value) rows, and channels for the name (colour) and the value (position).
 */
export function foldMeasures(measures: ResultColumn[], columns: ResultColumn[]) {
  const key = freeName('Measure', columns);
  const value = freeName('Value', columns);
  const formats = new Set(measures.map(numberFormat));
  const [onlyFormat] = formats;
  const format = formats.size === 1 && onlyFormat ? onlyFormat : ',.2~f';
  const title = measures.map((measure) => measure.name).join(', ');
  return {
    transform: [{ fold: measures.map((measure) => escapeField(measure.name)), as: [key, value] }],
    keyChannel: { field: escapeField(key), type: 'nominal', title: key },
    valueChannel: {
      field: escapeField(value),
      type: 'quantitative',
      title,
      axis: { format },
    },
    valueTooltip: { field: escapeField(value), type: 'quantitative', title: 'Value', format },
  };
}
