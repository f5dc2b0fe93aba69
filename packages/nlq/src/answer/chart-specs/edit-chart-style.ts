import type { ChartSpec } from '@tabletalk/contracts';

/** A chart's look that survives a rebuild: its title and the colour of its marks. */
export interface ChartStyle {
  title: string | null;
  color: string | null;
}

/** The title and mark colour a stored spec carries, or nulls. */
export function styleOf(spec: ChartSpec | null): ChartStyle {
  const title = typeof spec?.title === 'string' ? spec.title : null;
  const mark = spec?.mark;
  const color =
    typeof mark === 'object' && mark !== null && 'color' in mark && typeof mark.color === 'string'
      ? mark.color
      : null;
  return { title, color };
}

/**
 * A copy of `spec` with the title (removed when empty) and mark colour of `style`. The colour
 * shows on single-series charts; a chart coloured by a column (stacks, series, donut slices)
 * keeps its palette.
 */
export function applyStyle(spec: ChartSpec, style: ChartStyle): ChartSpec {
  const { title: _title, ...rest } = spec;
  const styled: ChartSpec = style.title ? { ...rest, title: style.title } : rest;
  if (!style.color) return styled;
  const mark = typeof spec.mark === 'string' ? { type: spec.mark } : spec.mark;
  return { ...styled, mark: { ...(mark as object), color: style.color } };
}
