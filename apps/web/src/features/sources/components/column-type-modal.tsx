import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { ColumnTypeTarget } from '@tabletalk/contracts';
import { useState } from 'react';
import { InlineError } from '../../../components/inline-error';
import { notifySuccess } from '../../../components/notify';
import { useChangeColumnType } from '../api/change-column-type';
import { usePreviewColumnType } from '../api/preview-column-type';
import { columnTypeChoices, previewSentence } from '../utils/column-type-preview';

interface ColumnTypeModalProps {
  sourceId: string;
  table: string;
  column: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Change a file column's type: choose a type, see how many values convert (and some that would
 * not, which keep their text in `<column>_raw`), then apply. Errors stay in the dialog.
 */
export function ColumnTypeModal({
  sourceId,
  table,
  column,
  opened,
  onClose,
}: ColumnTypeModalProps) {
  const [type, setType] = useState<ColumnTypeTarget | null>(null);
  const request = opened && type ? { sourceId, table, column, type } : null;
  const preview = usePreviewColumnType(request);
  const change = useChangeColumnType({
    onSuccess: (result) => {
      notifySuccess(
        `${column} changed: ${result.convertible.toLocaleString('en-US')} values converted.`,
      );
      onClose();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={`Change the type of ${column}`} centered>
      <Stack gap="md">
        <Radio.Group
          label="Read the values as"
          value={type ?? ''}
          onChange={(value) => setType(value as ColumnTypeTarget)}
        >
          <Stack gap={6} mt={6}>
            {columnTypeChoices.map((choice) => (
              <Radio key={choice.value} value={choice.value} label={choice.label} />
            ))}
          </Stack>
        </Radio.Group>
        <div aria-live="polite" data-testid="column-type-preview">
          {preview.isFetching ? <Text size="sm">Counting the values that convert…</Text> : null}
          {preview.data && !preview.isFetching ? (
            <Text size="sm">{previewSentence(preview.data, column)}</Text>
          ) : null}
          <InlineError error={preview.error} fallback="The values could not be checked." />
          <InlineError error={change.error} fallback="The type could not be changed." />
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!request || !preview.data || preview.isFetching}
            loading={change.isPending}
            onClick={() => request && change.mutate(request)}
          >
            Change type
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
