import type { ResultColumn } from '../answer-types';

/** Which chart to draw and which columns go where; each kind has one spec builder. */
export type ChartChoice =
  | { kind: 'line'; time: ResultColumn; measures: ResultColumn[]; series: ResultColumn | null }
  | {
      kind: 'bar';
      /** A category, or a time column when the user asked for bars over time. */
      category: ResultColumn;
      measure: ResultColumn;
      horizontal: boolean;
      /** A second category, stacked within each bar. */
      color: ResultColumn | null;
    }
  | { kind: 'grouped-bar'; category: ResultColumn; measures: ResultColumn[] }
  | { kind: 'donut'; category: ResultColumn; measure: ResultColumn }
  | { kind: 'scatter'; x: ResultColumn; y: ResultColumn; label: ResultColumn | null };

export type ChartKind = ChartChoice['kind'];
