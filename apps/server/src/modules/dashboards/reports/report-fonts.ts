import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The family every chart's text is drawn in (Vega's default `sans-serif` maps to it). */
export const CHART_FONT_FAMILY = 'DejaVu Sans';

let fontFiles: string[] | null = null;

/**
 * The font files charts are drawn with: DejaVu Sans, regular and bold, from the
 * `dejavu-fonts-ttf` package, so a chart has its text on any host, fonts installed or not (a
 * slim container has none). The system's fonts are loaded besides, for other scripts.
 */
export function chartFontFiles(): string[] {
  if (fontFiles) return fontFiles;
  const folder = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  fontFiles = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']
    .map((file) => path.join(folder, file))
    .filter((file) => existsSync(file));
  return fontFiles;
}
