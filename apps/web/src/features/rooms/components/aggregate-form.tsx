import { NativeSelect } from '@mantine/core';
import type {
  AggregateFunction,
  Dialect,
  SemanticTable,
  StructuredQuery,
} from '@tabletalk/contracts';
import { useState } from 'react';
import {
  aggregateName,
  aggregateOf,
  aggregateProblem,
  columnChoices,
  columnForFunction,
  findChoice,
  fitsFunction,
  functionChoices,
  functionLabels,
} from '../utils/column-choices';
import {
  changeAggregate,
  columnChangeText,
  type EditableColumnChip,
  sameExpr,
} from '../utils/column-edits';
import { ChipEditorForm, choiceOptions } from './chip-editor-form';

interface AggregateFormProps {
  query: StructuredQuery;
  chip: EditableColumnChip;
  tables: readonly SemanticTable[];
  dialect: Dialect | null;
  onApply: (query: StructuredQuery, change: string) => void;
  onCancel: () => void;
}

/** Value of the column select for counting every row. */
const EVERY_ROW = '';

/** Changes an aggregate's function (sum, average, count…) or the column it is computed over. */
export function AggregateForm(props: AggregateFormProps) {
  const { query, chip, tables, dialect, onApply, onCancel } = props;
  const item = query.select[chip.index];
  const isShare = item?.expr.kind === 'share';
  const old = item?.expr.kind === 'share' ? item.expr.of : item?.expr;
  const all = columnChoices(query, tables);
  const [fn, setFn] = useState<AggregateFunction>(old?.kind === 'aggregate' ? old.fn : 'count');
  const [value, setValue] = useState(
    old?.kind === 'aggregate' ? (findChoice(all, old.arg)?.value ?? EVERY_ROW) : EVERY_ROW,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const fitting = all.filter((choice) => fitsFunction(fn, choice.column));
  const choice = fitting.find((candidate) => candidate.value === value);

  const handleFunction = (next: AggregateFunction) => {
    setFn(next);
    const current = all.find((candidate) => candidate.value === value);
    setValue(columnForFunction(next, current, all)?.value ?? EVERY_ROW);
  };
  const handleSubmit = () => {
    if (!item || old?.kind !== 'aggregate') return setProblem('This column cannot be changed.');
    const found = aggregateProblem(fn, choice);
    if (found) return setProblem(found);
    const next = aggregateOf(fn, choice);
    if (sameExpr(next, old)) return setProblem('Pick another function or column.');
    const after = {
      expr: isShare ? { kind: 'share' as const, of: next } : next,
      as: aggregateName(fn, choice, isShare),
    };
    onApply(changeAggregate(query, chip.index, next, after.as), columnChangeText(item, after));
  };
  const columns = choiceOptions(fitting);
  return (
    <ChipEditorForm
      name={`column ${chip.label}`}
      label={chip.detail ? `${chip.label}: ${chip.detail}` : chip.label}
      problem={problem}
      onSubmit={handleSubmit}
      onCancel={onCancel}
    >
      <NativeSelect
        label="Function"
        size="xs"
        data-autofocus
        data={functionChoices(isShare, dialect).map((f) => ({
          value: f,
          label: functionLabels[f],
        }))}
        value={fn}
        onChange={(event) => handleFunction(event.currentTarget.value as AggregateFunction)}
      />
      <NativeSelect
        label="Of"
        size="xs"
        data={fn === 'count' ? [{ value: EVERY_ROW, label: 'Every row' }, ...columns] : columns}
        value={choice ? value : EVERY_ROW}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
    </ChipEditorForm>
  );
}
