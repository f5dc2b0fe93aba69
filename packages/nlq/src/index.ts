export * from './answer';
export {
  ChartEditError,
  type ChartEditErrorCode,
  type ChartEditField,
  chartEditErrorCodes,
  type EditableAnswer,
  editChartSpec,
} from './answer/chart-specs/edit-chart';
export * from './compile';
export * from './dialects';
export * from './guard';
export * from './llm';
export * from './suggest';
export * from './text';
export * from './types';
export * from './understand';
