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
}

/**
 * The answer's Vega-Lite chart, drawn by vega-embed (loaded with the first chart). Expressions
 * run through Vega's interpreter (`ast`): the app's CSP allows no eval.
 */
export function AnswerChart({ spec, label, onView }: AnswerChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let isCurrent = true;
    let finalize: (() => void) | null = null;
    setFailed(false);
    import('vega-embed')
      .then(({ default: embed }) =>
        embed(element, spec as Parameters<typeof embed>[1], {
          actions: false,
          ast: true,
          renderer: 'svg',
        }),
      )
      .then((result) => {
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
          The chart could not be drawn; the table below has the same numbers.
        </Text>
      ) : null}
    </>
  );
}
