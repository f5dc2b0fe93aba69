import type {
  Answer,
  ChartSpec,
  SemanticModel,
  StructuredQuery,
  UpdateGraphRequest,
} from '@tabletalk/contracts';
import { analyzeResult } from '../analyze-result';
import type { AnalyzedResult } from '../answer-types';
import { validateChartSpec } from '../validate-chart-spec';
import { axesOfSpec, chartTypeOf } from './edit-chart-axes';
import { buildEditedSpec } from './edit-chart-build';
import { resolveAxes } from './edit-chart-columns';
import { ChartEditError } from './edit-chart-error';
import { applyStyle, styleOf } from './edit-chart-style';

export {
  ChartEditError,
  type ChartEditErrorCode,
  type ChartEditField,
  chartEditErrorCodes,
} from './edit-chart-error';

/** What an edit needs of an answer; a whole `Answer` will do. */
export type EditableAnswer = Pick<Answer, 'columns' | 'rows' | 'chart'> & {
  /** Gives columns their grain and shares; without it, column types decide. */
  structuredQuery?: StructuredQuery | null;
};

/**
 * No model: roles come from the query's select items (aggregates, shares, grains) and, for
 * plain columns, from their types, which is all a chart edit needs.
 */
const NO_MODEL: SemanticModel = {
  version: 0,
  dialect: 'postgres',
  tables: [],
  relationships: [],
  glossary: [],
  builtAt: '',
};

function analyzeAnswer(answer: EditableAnswer): AnalyzedResult {
  if (answer.rows.length === 0) {
    throw new ChartEditError('NO_DATA', 'This answer has no rows to chart.');
  }
  const names = new Set(answer.columns.map((column) => column.name));
  if (names.size < answer.columns.length) {
    throw new ChartEditError('NO_DATA', 'Two columns of this answer share a name.');
  }
  const query = answer.structuredQuery ?? null;
  return analyzeResult({ query, columns: answer.columns, rows: answer.rows, model: NO_MODEL });
}

function validated(spec: ChartSpec): ChartSpec {
  const check = validateChartSpec(spec);
  if (!check.ok) {
    throw new ChartEditError('INVALID_CHART', `The chart is not valid: ${check.errors.join('; ')}`);
  }
  return spec;
}

/**
 * The answer's chart after a user's edit (`db/update-graph`), as a new validated Vega-Lite spec.
 * A title or colour alone restyles the current chart; a chart type or axis rebuilds it with the
 * engine's builders, keeping the current axes, title and colour unless the edit changes them.
 * `x` names the column the marks are laid out along (a donut's slices) and `y` the numbers that
 * size them, whichever way bars run ('horizontal-bar' draws x down the side); on a scatter plot
 * both are numbers. An empty title removes the title. Without a chart, bars are the default.
 * @throws ChartEditError UNKNOWN_COLUMN, INVALID_AXIS, INVALID_VALUES, NO_DATA or INVALID_CHART
 *   (the server answers VALIDATION_FAILED); throws other errors only if the Vega-Lite schema
 *   cannot be loaded.
 * @example editChartSpec(answer, { chartType: 'horizontal-bar', title: 'Revenue by region' })
 */
export function editChartSpec(answer: EditableAnswer, edit: UpdateGraphRequest): ChartSpec {
  const result = analyzeAnswer(answer);
  const current = answer.chart;
  const currentType = chartTypeOf(current);
  const style = styleOf(current);
  const wanted = {
    title: edit.title === undefined ? style.title : edit.title,
    color: edit.color ?? style.color,
  };
  const isRestyle = !edit.chartType && edit.x === undefined && edit.y === undefined;
  if (current && isRestyle) return validated(applyStyle(current, wanted));
  const type = edit.chartType ?? currentType ?? 'bar';
  const axes = resolveAxes(result, type, edit, axesOfSpec(current, result));
  return validated(applyStyle(buildEditedSpec(type, axes, result), wanted));
}
