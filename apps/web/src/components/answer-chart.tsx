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
}: AnswerChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let isCurrent = true;
    let finalize: (() => void) | null = null;
    setFailed(false);
    afterPaint()
      .then(loadChartLibrary)
      .then(async ({ default: embed }) => {
        if (!isCurrent) return;
        const result = await embed(element, spec as Parameters<typeof embed>[1], {
          actions: false,
          ast: true,
          renderer: 'svg',
        });
        if (!isCurrent) return result.finalize();
        finalize = result.finalize;
        onView(result.view);
      })
      .catch((error: unknown) => {
        console.error('The chart could not be drawn', error);
        if (isCurrent) setFailed(true);
      });
    return () => {
      isCurrent = false;
      finalize?.();
      onView(null);
    };
  }, [spec, onView]);

  return (
    <>
      <Box ref={container} w="100%" role="img" aria-label={label} data-testid="answer-chart" />
      {failed ? (
        <Text size="sm" c="dimmed">
          {failedText}
        </Text>
      ) : null}
    </>
  );
}
