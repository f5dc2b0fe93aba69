import { Accordion, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SemanticMeasure, SemanticTable } from '@tabletalk/contracts';
import { useState } from 'react';
import { InlineError } from '../../../components/inline-error';
import { notifyInfo, notifySuccess } from '../../../components/notify';
import { useUpdateSourceModel } from '../api/update-source-model';
import { draftMeasures, formulaProblem, measureEdits } from '../utils/measure-edits';
import { draftFromModel, modelEdits } from '../utils/model-edits';
import { ColumnTypeModal } from './column-type-modal';
import { EnrichMeasures } from './enrich-measures';
import { EnrichTableFields } from './enrich-table-fields';

interface SetupEnrichStepProps {
  sourceId: string;
  tables: SemanticTable[];
  /** The model's measures; absent before the server sends them. */
  measures?: SemanticMeasure[];
  canManage: boolean;
  onSaved: () => void;
  /** The file source's own table, whose columns may change type; null for databases. */
  fileTable?: string | null;
}

const tableKey = (table: SemanticTable) => `${table.schema ?? ''}.${table.name}`;

/**
 * Enrich: labels, synonyms, descriptions, roles, hidden columns and measures, saved as a new model
 * version. Only the open table's fields are drawn (a database may have hundreds of tables).
 */
export function SetupEnrichStep(props: SetupEnrichStepProps) {
  const { sourceId, tables, measures = [], canManage, onSaved, fileTable = null } = props;
  const [open, setOpen] = useState<string | null>(tables[0] ? tableKey(tables[0]) : null);
  const [typeColumn, setTypeColumn] = useState<string | null>(null);
  const form = useForm({ initialValues: draftFromModel(tables) });
  const measureForm = useForm({ initialValues: draftMeasures(measures) });
  const save = useUpdateSourceModel({
    // The error is shown in the form, beside the edits it kept: not a toast that goes away.
    meta: { silentError: true },
    onSuccess: () => {
      notifySuccess('Knowledge saved');
      onSaved();
    },
  });
  const handleSubmit = form.onSubmit((values) => {
    const drafts = measureForm.getValues().measures;
    // A formula that can't be read stays on screen with its message; nothing is sent.
    if (drafts.some((draft) => formulaProblem(draft) !== null)) return;
    const changed = measureEdits(measures, drafts);
    const edits = {
      ...modelEdits(tables, values),
      ...(changed.length > 0 ? { measures: changed } : {}),
    };
    if (edits.tables.length === 0 && changed.length === 0)
      notifyInfo('Nothing to save: no changes.');
    else save.mutate({ sourceId, edits });
  });
  const isDirty = form.isDirty() || measureForm.isDirty();

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label="Enrich the knowledge"
      data-testid="setup-enrich"
    >
      <fieldset disabled={!canManage} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Name things the way your team talks about them. Synonyms help questions find the right
            column; hidden columns are never used in answers.
          </Text>
          <Accordion variant="separated" value={open} onChange={setOpen}>
            {tables.map((table, tableIndex) => (
              <Accordion.Item key={tableKey(table)} value={tableKey(table)}>
                <Accordion.Control>
                  {table.label || table.name}{' '}
                  <Text span size="xs" c="dimmed">
                    {table.columns.length} columns
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  {open === tableKey(table) ? (
                    <EnrichTableFields
                      form={form}
                      table={table}
                      tableIndex={tableIndex}
                      onChangeType={
                        canManage && fileTable === table.name ? setTypeColumn : undefined
                      }
                    />
                  ) : null}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <EnrichMeasures form={measureForm} tables={tables} />
          <InlineError
            error={save.error}
            title="The knowledge was not saved"
            fallback="Your changes could not be saved. They are still here: try again."
          />
          {canManage ? (
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => {
                  form.reset();
                  measureForm.reset();
                }}
                disabled={!isDirty}
              >
                Discard changes
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save knowledge
              </Button>
            </Group>
          ) : null}
        </Stack>
      </fieldset>
      {fileTable ? (
        <ColumnTypeModal
          key={typeColumn ?? ''}
          sourceId={sourceId}
          table={fileTable}
          column={typeColumn ?? ''}
          opened={typeColumn !== null}
          onClose={() => setTypeColumn(null)}
        />
      ) : null}
    </form>
  );
}
