import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import {
  IconDownload,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconPhoto,
  IconVectorBezier,
} from '@tabler/icons-react';
import type { Answer } from '@tabletalk/contracts';
import type { View } from 'vega';
import { notifyError } from '../../../components/notify';
import { fileBaseName, truncationNote } from '../utils/answer-text';
import { exportChart, exportCsv, exportXlsx } from '../utils/export-files';

interface ExportMenuProps {
  question: string;
  answer: Answer;
  /** The drawn chart, when there is one on screen. */
  view: View | null;
}

/** Downloads of the answer: its rows as CSV or XLSX (formula-safe), its chart as PNG or SVG. */
export function ExportMenu({ question, answer, view }: ExportMenuProps) {
  const baseName = fileBaseName(question);
  const table = {
    title: question,
    headers: answer.columns.map((column) => column.name),
    rows: answer.rows,
    note: truncationNote(answer),
  };
  const chart = async (format: 'png' | 'svg') => {
    if (view) await exportChart(view, format, baseName);
  };
  const run = (task: () => Promise<void> | void) => async () => {
    try {
      await task();
    } catch (error) {
      console.error('Export failed', error);
      notifyError(error, 'The export failed. Please try again.');
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label="Export">
          <ActionIcon variant="subtle" aria-label="Export">
            <IconDownload size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconFileTypeCsv size={16} />}
          onClick={run(() => exportCsv(table, baseName))}
        >
          Export CSV
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileSpreadsheet size={16} />}
          onClick={run(() => exportXlsx(table, baseName))}
        >
          Export XLSX
        </Menu.Item>
        <Menu.Item
          leftSection={<IconPhoto size={16} />}
          disabled={!view}
          onClick={run(() => chart('png'))}
        >
          Export PNG
        </Menu.Item>
        <Menu.Item
          leftSection={<IconVectorBezier size={16} />}
          disabled={!view}
          onClick={run(() => chart('svg'))}
        >
          Export SVG
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
