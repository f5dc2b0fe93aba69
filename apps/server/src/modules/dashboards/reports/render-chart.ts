import { Resvg } from '@resvg/resvg-js';
import type { ChartSpec } from '@tabletalk/contracts';
import { parse, View, loader as vegaLoader } from 'vega';
import { expressionInterpreter } from 'vega-interpreter';
import { compile, type TopLevelSpec } from 'vega-lite';
import { CHART_FONT_FAMILY, chartFontFiles } from './report-fonts';

/** How long a chart may take to draw before the report goes on without it. */
const RENDER_TIMEOUT_MS = 10_000;
/** Pixels per CSS pixel of the PNG: sharp on high-density screens, small enough to email. */
const PNG_SCALE = 2;

/** Keys one of which a Vega-Lite spec that draws something has at its top. */
const VIEW_KEYS = ['mark', 'layer', 'concat', 'hconcat', 'vconcat', 'facet', 'repeat', 'spec'];

/** Whether a stored spec is a Vega-Lite view or composition (its schema was checked when kept). */
function isVegaLiteSpec(spec: unknown): spec is TopLevelSpec {
  return typeof spec === 'object' && spec !== null && VIEW_KEYS.some((key) => key in spec);
}

/** A loader that loads nothing: a report's chart draws its inline data only. */
function refusingLoader() {
  const refuse = async () => {
    throw new Error('A report chart loads no data or images');
  };
  return Object.assign(vegaLoader(), { load: refuse, sanitize: refuse });
}

/**
 * A Vega-Lite spec drawn as SVG without a browser: compiled to Vega, run in a headless view
 * (renderer 'none'), its scene written as SVG. Expressions run through Vega's interpreter, as
 * in the web (no code generated from a spec), and nothing is loaded from outside.
 * @throws Error when the spec does not compile or run.
 */
export async function chartToSvg(spec: ChartSpec): Promise<string> {
  if (!isVegaLiteSpec(spec)) throw new Error('Not a Vega-Lite chart');
  const { spec: vegaSpec } = compile(spec);
  const view = new View(parse(vegaSpec, undefined, { ast: true }), {
    renderer: 'none',
    expr: expressionInterpreter,
    loader: refusingLoader(),
  });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/**
 * An SVG drawn to PNG by resvg (a Rust renderer shipped prebuilt in the npm package), with the
 * charts' font, on white.
 */
export function svgToPng(svg: string): { png: Buffer; width: number; height: number } {
  const resvg = new Resvg(svg, {
    background: 'white',
    fitTo: { mode: 'zoom', value: PNG_SCALE },
    font: {
      fontFiles: chartFontFiles(),
      loadSystemFonts: true,
      defaultFontFamily: CHART_FONT_FAMILY,
      sansSerifFamily: CHART_FONT_FAMILY,
    },
  });
  const image = resvg.render();
  return { png: image.asPng(), width: image.width, height: image.height };
}

/**
 * A chart as a PNG for an email: Vega-Lite → Vega → SVG → PNG, within a time bound.
 * @throws Error when it cannot be drawn, or takes longer than the bound.
 */
export async function renderChartPng(
  spec: ChartSpec,
  timeoutMs = RENDER_TIMEOUT_MS,
): Promise<{ png: Buffer; width: number; height: number }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The chart took too long to draw')), timeoutMs);
  });
  try {
    const svg = await Promise.race([chartToSvg(spec), timeout]);
    return svgToPng(svg);
  } finally {
    clearTimeout(timer);
  }
}
