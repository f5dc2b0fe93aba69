/**
 * A WIDGET's change against the previous period (issue 13): which query gives the previous
 * value, and the change it makes. Running the queries is the caller's (`run-item.ts`).
 */
export { type WidgetChangeInput, widgetChange } from './widget-change';
