import type { EmailBlock, InlineImage } from '../../notifications';
import { escapeHtml } from '../../notifications';
import type { DashboardItemRow } from '../presenter';
import { changeWords } from './change-words';
import { formatCell } from './format-cell';
import { renderChartPng } from './render-chart';
import { REPORT_CHART_SIZE, reportChartSpec } from './report-chart-spec';

/** Rows of a TABLE item a report shows; the dashboard has the rest. */
export const REPORT_TABLE_ROWS = 20;

/** What a report says of a chart it could not draw. */
export const CHART_NOT_DRAWN = 'Chart could not be drawn';

/** One item of a report: its block, and the chart image the block shows (GRAPH items). */
export interface ItemBlock {
  block: EmailBlock;
  image: InlineImage | null;
}

const heading = (title: string) =>
  `<h3 style="margin:24px 0 8px;font-size:16px">${escapeHtml(title)}</h3>`;

const note = (title: string, text: string): EmailBlock => ({
  html: `${heading(title)}<p style="color:#666">${escapeHtml(text)}</p>`,
  text: `${title}\n${text}`,
});

function widgetBlock(item: DashboardItemRow): EmailBlock {
  const answer = item.result?.answer;
  const row = answer?.rows[0];
  if (!answer || !row) return note(item.title, 'No rows matched.');
  const numeric = row.findIndex((cell) => typeof cell === 'number');
  const index = numeric >= 0 ? numeric : row.length - 1;
  const label = answer.columns[index]?.name ?? '';
  const value = formatCell(row[index]);
  const change = item.change ? changeWords(item.change) : null;
  const colour =
    !item.change || item.change.delta === 0
      ? '#666'
      : item.change.delta > 0
        ? '#2b8a3e'
        : '#c92a2a';
  return {
    html: [
      heading(item.title),
      `<p style="margin:0;color:#666">${escapeHtml(label)}</p>`,
      `<p style="margin:0;font-size:28px;font-weight:700">${escapeHtml(value)}</p>`,
      change ? `<p style="margin:0;color:${colour}">${escapeHtml(change)}</p>` : '',
    ].join(''),
    text: [item.title, `${label}: ${value}`, ...(change ? [change] : [])].join('\n'),
  };
}

function tableBlock(item: DashboardItemRow): EmailBlock {
  const answer = item.result?.answer;
  if (!answer || answer.rows.length === 0) return note(item.title, 'No rows matched.');
  const rows = answer.rows.slice(0, REPORT_TABLE_ROWS);
  const cellStyle = 'border:1px solid #ddd;padding:4px 8px;text-align:left';
  const head = answer.columns
    .map((column) => `<th style="${cellStyle}">${escapeHtml(column.name)}</th>`)
    .join('');
  const body = rows
    .map(
      (row) =>
        `<tr>${answer.columns.map((_, i) => `<td style="${cellStyle}">${escapeHtml(formatCell(row[i]))}</td>`).join('')}</tr>`,
    )
    .join('');
  const more = answer.rows.length - rows.length;
  const moreText = more > 0 ? `${more} more row${more === 1 ? '' : 's'} on the dashboard.` : null;
  return {
    html: [
      heading(item.title),
      `<table style="border-collapse:collapse;font-size:13px"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`,
      moreText ? `<p style="color:#666">${escapeHtml(moreText)}</p>` : '',
    ].join(''),
    text: [
      item.title,
      answer.columns.map((column) => column.name).join(' | '),
      ...rows.map((row) => answer.columns.map((_, i) => formatCell(row[i])).join(' | ')),
      ...(moreText ? [moreText] : []),
    ].join('\n'),
  };
}

async function graphBlock(item: DashboardItemRow, cid: string): Promise<ItemBlock> {
  const answer = item.result?.answer ?? null;
  const chart = item.chart ?? answer?.chart ?? null;
  if (!chart) return { block: tableBlock(item), image: null };
  try {
    const { png } = await renderChartPng(reportChartSpec(chart, answer));
    const alt = `Chart: ${item.title}`;
    const { width } = REPORT_CHART_SIZE;
    return {
      block: {
        html: `${heading(item.title)}<img src="cid:${escapeHtml(cid)}" alt="${escapeHtml(alt)}" width="${width}" style="max-width:100%;height:auto">`,
        text: `${item.title}\n[${alt}: open the dashboard to see it]`,
      },
      image: { cid, filename: `${cid.split('@')[0]}.png`, png },
    };
  } catch {
    return { block: note(item.title, CHART_NOT_DRAWN), image: null };
  }
}

/**
 * An item as a report shows it: a broken item's reason; a WIDGET's value and change; a GRAPH's
 * chart drawn to PNG (shown inline by `cid`; "Chart could not be drawn" when it cannot be); a
 * TABLE's first rows, escaped.
 */
export async function itemBlock(item: DashboardItemRow, cid: string): Promise<ItemBlock> {
  if (item.brokenReason) {
    return { block: note(item.title, `This item cannot run: ${item.brokenReason}`), image: null };
  }
  const result = item.result;
  if (!result) return { block: note(item.title, 'Not run yet.'), image: null };
  if (!result.answer) {
    return {
      block: note(item.title, result.message ?? 'The last run gave no answer.'),
      image: null,
    };
  }
  if (item.kind === 'WIDGET') return { block: widgetBlock(item), image: null };
  if (item.kind === 'GRAPH') return graphBlock(item, cid);
  return { block: tableBlock(item), image: null };
}
