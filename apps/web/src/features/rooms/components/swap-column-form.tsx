import { NativeSelect } from '@mantine/core';
import type { SemanticTable, StructuredQuery } from '@tabletalk/contracts';
import { useState } from 'react';
import { columnName, findChoice, grainChoices, swapChoices } from '../utils/column-choices';
import {
  columnChangeText,
  type EditableColumnChip,
  sameColumn,
  swapColumn,
} from '../utils/column-edits';
import { ChipEditorForm, choiceOptions } from './chip-editor-form';

interface SwapColumnFormProps {
  query: StructuredQuery;
  chip: EditableColumnChip;
  tables: readonly SemanticTable[];
  onApply: (query: StructuredQuery, change: string) => void;
  onCancel: () => void;
}

/** Swaps a plain or grouping column for another column of the source, or a date's time grain. */
export function SwapColumnForm({ query, chip, tables, onApply, onCancel }: SwapColumnFormProps) {
  const item = query.select[chip.index];
  const old = item?.expr.kind === 'column' ? item.expr : null;
  const choices = swapChoices(query, chip.index, tables, chip.isGrouping);
  const [value, setValue] = useState(findChoice(choices, old)?.value ?? choices[0]?.value ?? '');
  const [grain, setGrain] = useState<string>(old?.grain ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const choice = choices.find((candidate) => candidate.value === value);
  const grains = grainChoices(choice?.column);
  const chosenGrain = grains.find((candidate) => candidate === grain);

  const handleSubmit = () => {
    if (!item || !old || !choice) return setProblem('Pick a column.');
    const next = { ...choice.expr, ...(chosenGrain ? { grain: chosenGrain } : {}) };
    if (sameColumn(next, old)) return setProblem('Pick another column or time grain.');
    const after = { expr: next, as: columnName(choice) };
    onApply(swapColumn(query, chip.index, next, after.as), columnChangeText(item, after));
  };
  return (
    <ChipEditorForm
      name={`column ${chip.label}`}
      label={
        chip.isGrouping ? `Group by instead of ${chip.label}` : `Show instead of ${chip.label}`
      }
      problem={problem}
      onSubmit={handleSubmit}
      onCancel={onCancel}
    >
      <NativeSelect
        label="Column"
        size="xs"
        data-autofocus
        data={choiceOptions(choices)}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      {grains.length > 0 ? (
        <NativeSelect
          label="Time grain"
          size="xs"
          data={[{ value: '', label: 'Exact value' }, ...grains]}
          value={chosenGrain ?? ''}
          onChange={(event) => setGrain(event.currentTarget.value)}
        />
      ) : null}
    </ChipEditorForm>
  );
}
