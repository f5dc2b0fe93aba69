import { Box, Text } from '@mantine/core';
import type { ChartSpec } from '@tabletalk/contracts';
import { useEffect, useRef, useState } from 'react';
import type { View } from 'vega';

interface AnswerChartProps {
  spec: ChartSpec;
  /** A readable name for screen readers ("Chart: total revenue by region"). */
  label: string;
  /** The drawn view (for PNG/SVG export), or null once it is gone. */
  onView: (view: View | null) => void;
  /** Shown when the chart cannot be drawn; by default it points to the table below. */
  failedText?: string;
  /**
   * Fills its container (a dashboard item) instead of taking the chart's own size, and follows
   * the container when it is resized.
   */
  fill?: boolean;
}

/** The spec sized to a box: axes, legend and title included, as Vega-Lite's `fit` does. */
function sizedTo(spec: ChartSpec, box: { width: number; height: number }): ChartSpec {
  return {
    ...spec,
    width: Math.max(box.width, 80),
    height: Math.max(box.height, 60),
    autosize: { type: 'fit', contains: 'padding' },
  };
}

let chartLibrary: Promise<typeof import('vega-embed')> | null = null;

/** vega-embed (with Vega and Vega-Lite, the app's largest chunk), loaded once. */
function loadChartLibrary() {
  chartLibrary ??= import('vega-embed').catch((error: unknown) => {
    chartLibrary = null; // a failed download is tried again by the next chart
    throw error;
  });
  return chartLibrary;
}

/**
 * Loads the chart library when the browser is idle, so the room's first chart does not wait for
 * it to download and compile (issue 10: the first answer took 1.65 s to draw).
 */
export function prewarmCharts(): () => void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
  const cancel = window.cancelIdleCallback ?? window.clearTimeout;
  const handle = idle(() => void loadChartLibrary().catch(() => undefined));
  return () => cancel(handle);
}

/**
 * Resolves once the browser has painted the current frame: compiling and drawing a chart takes
 * tens of milliseconds, and the card's sentence and table must not wait for it.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * The answer's Vega-Lite chart, drawn by vega-embed (loaded with the first chart) once the rest
 * of the card is on screen. Expressions run through Vega's interpreter (`ast`): the app's CSP
 * allows no eval.
 */
export function AnswerChart({
  spec,
  label,
  onView,
  failedText = 'The chart could not be drawn; the table below has the same numbers.',
  fill = false,
}: AnswerChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let isCurrent = true;
    let finalize: (() => void) | null = null;
    let resizing: ResizeObserver | null = null;
    setFailed(false);
    const box = () => ({ width: element.clientWidth, height: element.clientHeight });
    afterPaint()
      .then(loadChartLibrary)
      .then(async ({ default: embed }) => {
        if (!isCurrent) return;
        const drawn = fill ? sizedTo(spec, box()) : spec;
        const result = await embed(element, drawn as Parameters<typeof embed>[1], {
          actions: false,
          ast: true,
          renderer: 'svg',
        });
        if (!isCurrent) return result.finalize();
        finalize = result.finalize;
        onView(result.view);
        if (fill && typeof ResizeObserver !== 'undefined') {
          resizing = new ResizeObserver(() => {
            const { width, height } = sizedTo(spec, box());
            void result.view.width(Number(width)).height(Number(height)).runAsync();
          });
          resizing.observe(element);
        }
      })
      .catch((error: unknown) => {
        console.error('The chart could not be drawn', error);
        if (isCurrent) setFailed(true);
      });
    return () => {
      isCurrent = false;
      resizing?.disconnect();
      finalize?.();
      onView(null);
    };
  }, [spec, onView, fill]);

  return (
    <>
      <Box
        ref={container}
        w="100%"
        h={fill ? '100%' : undefined}
        style={fill ? { minHeight: 0, overflow: 'hidden' } : undefined}
        role="img"
        aria-label={label}
        data-testid="answer-chart"
      />
      {failed ? (
        <Text size="sm" c="dimmed">
          {failedText}
        </Text>
      ) : null}
    </>
  );
}
