import {
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { measureFormats, type SemanticTable } from '@tabletalk/contracts';
import { formulaProblem, type MeasuresDraft, newMeasureDraft } from '../utils/measure-edits';

const formatLabels: Record<(typeof measureFormats)[number], string> = {
  currency: 'Money',
  percent: 'Percentage',
  number: 'Number',
};
const formatOptions = measureFormats.map((format) => ({
  value: format,
  label: formatLabels[format],
}));

interface EnrichMeasuresProps {
  form: UseFormReturnType<MeasuresDraft>;
  tables: SemanticTable[];
}

/**
 * Measures: named calculations such as revenue = sum(unit_price * quantity), each with its
 * table, formula, format and synonyms; added, changed or deleted with the rest of the knowledge.
 */
export function EnrichMeasures({ form, tables }: EnrichMeasuresProps) {
  const tableOptions = tables.map((table) => ({
    value: table.name,
    label: table.label || table.name,
  }));
  const add = () => form.insertListItem('measures', newMeasureDraft(tables[0]?.name ?? ''));
  return (
    <Stack gap="sm" aria-label="Measures">
      <Text fw={600}>Measures</Text>
      <Text size="sm" c="dimmed">
        Calculations questions can ask for by name. Write a formula with column names, numbers, + −
        × ÷ and sum, avg, count, count(distinct …), min or max, for example{' '}
        <Text span ff="monospace">
          sum(unit_price * quantity * (1 - discount))
        </Text>
        . Columns of a related table are written table.column.
      </Text>
      {form.values.measures.map((measure, index) =>
        measure.deleted ? null : (
          <Paper
            key={measure.original ?? `new-${index}`}
            withBorder
            p="sm"
            radius="sm"
            component="fieldset"
            aria-label={`Measure ${measure.label || measure.name || 'new'}`}
          >
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                size="xs"
                label="Name"
                miw={140}
                {...form.getInputProps(`measures.${index}.name`)}
              />
              <TextInput
                size="xs"
                label="Label"
                miw={140}
                {...form.getInputProps(`measures.${index}.label`)}
              />
              <NativeSelect
                size="xs"
                label="Table"
                data={tableOptions}
                miw={140}
                {...form.getInputProps(`measures.${index}.table`)}
              />
              <NativeSelect
                size="xs"
                label="Format"
                data={formatOptions}
                miw={110}
                {...form.getInputProps(`measures.${index}.format`)}
              />
            </Group>
            <TextInput
              size="xs"
              mt={6}
              label="Formula"
              ff="monospace"
              {...form.getInputProps(`measures.${index}.formula`)}
              error={formulaProblem(measure)}
            />
            <Group grow align="flex-start" wrap="wrap" mt={6}>
              <TagsInput
                size="xs"
                label="Synonyms"
                placeholder="Type and press Enter"
                clearable
                {...form.getInputProps(`measures.${index}.synonyms`)}
              />
              <TextInput
                size="xs"
                label="Description"
                {...form.getInputProps(`measures.${index}.description`)}
              />
            </Group>
            <Group justify="flex-end" mt={6}>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => form.setFieldValue(`measures.${index}.deleted`, true)}
              >
                Delete measure
              </Button>
            </Group>
          </Paper>
        ),
      )}
      <Group>
        <Button size="xs" variant="light" onClick={add} disabled={tables.length === 0}>
          Add a measure
        </Button>
      </Group>
    </Stack>
  );
}
