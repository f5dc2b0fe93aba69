import { Accordion, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SemanticTable } from '@tabletalk/contracts';
import { useState } from 'react';
import { notifyInfo, notifySuccess } from '../../../components/notify';
import { useUpdateSourceModel } from '../api/update-source-model';
import { draftFromModel, modelEdits } from '../utils/model-edits';
import { EnrichTableFields } from './enrich-table-fields';

interface SetupEnrichStepProps {
  sourceId: string;
  tables: SemanticTable[];
  canManage: boolean;
  onSaved: () => void;
}

const tableKey = (table: SemanticTable) => `${table.schema ?? ''}.${table.name}`;

/**
 * Enrich: labels, synonyms, descriptions, roles and hidden columns, saved as a new model
 * version. Only the open table's fields are drawn (a database may have hundreds of tables).
 */
export function SetupEnrichStep({ sourceId, tables, canManage, onSaved }: SetupEnrichStepProps) {
  const [open, setOpen] = useState<string | null>(tables[0] ? tableKey(tables[0]) : null);
  const form = useForm({ initialValues: draftFromModel(tables) });
  const save = useUpdateSourceModel({
    onSuccess: () => {
      notifySuccess('Knowledge saved');
      onSaved();
    },
  });
  const handleSubmit = form.onSubmit((values) => {
    const edits = modelEdits(tables, values);
    if (edits.tables.length === 0) notifyInfo('Nothing to save: no changes.');
    else save.mutate({ sourceId, edits });
  });

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
                    <EnrichTableFields form={form} table={table} tableIndex={tableIndex} />
                  ) : null}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          {canManage ? (
            <Group justify="flex-end">
              <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
                Discard changes
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save knowledge
              </Button>
            </Group>
          ) : null}
        </Stack>
      </fieldset>
    </form>
  );
}
