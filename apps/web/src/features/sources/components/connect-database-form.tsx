import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlugConnected } from '@tabler/icons-react';
import { InlineError } from '../../../components/inline-error';
import {
  type ConnectionFormValues,
  connectionFields,
  type DatabaseType,
  databaseTypeLabels,
  databaseTypes,
} from '../utils/connection-fields';
import { defaultConnectionName, portAfterTypeChange } from '../utils/connection-request';
import { ConnectionFieldInput } from './connection-field-input';

const typeOptions = databaseTypes.map((type) => ({ value: type, label: databaseTypeLabels[type] }));

interface ConnectDatabaseFormProps {
  form: UseFormReturnType<ConnectionFormValues>;
  error: unknown;
  isPending: boolean;
  onSubmit: (values: ConnectionFormValues) => void;
}

/** The connection fields of the chosen kind; Enter tests and saves. */
export function ConnectDatabaseForm({
  form,
  error,
  isPending,
  onSubmit,
}: ConnectDatabaseFormProps) {
  const { values } = form;
  const handleType = (type: DatabaseType) => {
    form.setValues({ type, port: portAfterTypeChange(values, type) });
    form.clearErrors();
  };
  const fields = connectionFields[values.type];
  const inline = fields.filter((f) => f.kind !== 'json' && f.kind !== 'switch');
  const wide = fields.filter((f) => f.kind === 'json' || f.kind === 'switch');

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label="Connection details">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label="Type"
            data={typeOptions}
            value={values.type}
            onChange={(event) => handleType(event.currentTarget.value as DatabaseType)}
          />
          <TextInput
            label="Source name"
            placeholder={defaultConnectionName(values)}
            maxLength={200}
            {...form.getInputProps('name')}
          />
          {inline.map((field) => (
            <ConnectionFieldInput key={`${values.type}:${field.key}`} field={field} form={form} />
          ))}
        </SimpleGrid>
        {wide.map((field) => (
          <ConnectionFieldInput key={`${values.type}:${field.key}`} field={field} form={form} />
        ))}
        <InlineError
          error={error}
          fallback="Could not connect to the database."
          title="Connection failed"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isPending} leftSection={<IconPlugConnected size={16} />}>
            Test and save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
