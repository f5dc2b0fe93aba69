import { describe, expect, it } from 'vitest';
import { buildAnswer, buildAskResult } from '../test-factories';
import {
  dashboardTargetMessages,
  dashboardTargetProblem,
  defaultDashboardTarget,
} from './dashboard-target';

describe('dashboardTargetProblem', () => {
  const graph = buildAskResult({ answer: buildAnswer({ displayKind: 'GRAPH' }) });
  const table = buildAskResult({ answer: buildAnswer({ displayKind: 'TABLE' }) });
  const value = buildAskResult({ answer: buildAnswer({ displayKind: 'WIDGET' }) });

  it('refuses a chart or table as a widget with the spec message', () => {
    expect(dashboardTargetProblem(graph, 'widget')).toBe(
      'This conversation includes graph, Unable to add into widget',
    );
    expect(dashboardTargetProblem(table, 'widget')).toBe(dashboardTargetMessages.graphIntoWidget);
  });

  it('refuses a single value as a graph with the spec message', () => {
    expect(dashboardTargetProblem(value, 'graph')).toBe(
      'This conversation include only single value, Unable to add into Graphs',
    );
  });

  it('accepts the matching sections', () => {
    expect(dashboardTargetProblem(graph, 'graph')).toBeNull();
    expect(dashboardTargetProblem(table, 'graph')).toBeNull();
    expect(dashboardTargetProblem(value, 'widget')).toBeNull();
    expect(dashboardTargetProblem(graph, 'table')).toBeNull();
    expect(dashboardTargetProblem(table, 'table')).toBeNull();
  });

  it('refuses a single value as a table, as the graphs section', () => {
    expect(dashboardTargetProblem(value, 'table')).toBe(dashboardTargetMessages.valueIntoGraph);
  });

  it('proposes the target the answer is shown as', () => {
    expect(defaultDashboardTarget(value)).toBe('widget');
    expect(defaultDashboardTarget(graph)).toBe('graph');
    expect(defaultDashboardTarget(table)).toBe('table');
  });

  it('refuses a declined question everywhere', () => {
    const declined = buildAskResult({ status: 'declined', answer: null, message: 'No idea' });
    expect(dashboardTargetProblem(declined, 'graph')).toBe(dashboardTargetMessages.noAnswer);
    expect(dashboardTargetProblem(declined, 'widget')).toBe(dashboardTargetMessages.noAnswer);
  });
});
