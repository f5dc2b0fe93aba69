import { NativeSelect, PasswordInput, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ConnectionField, ConnectionFormValues } from '../utils/connection-fields';

const sslOptions = [
  { value: 'require', label: 'Require (encrypted)' },
  { value: 'verify-full', label: 'Verify full (encrypted, certificate and host checked)' },
  { value: 'disable', label: 'Disable (not encrypted)' },
];

interface ConnectionFieldInputProps {
  field: ConnectionField;
  form: UseFormReturnType<ConnectionFormValues>;
}

/** One connection field, drawn for its kind (text, port, secret, SSL mode, switch, key file). */
export function ConnectionFieldInput({ field, form }: ConnectionFieldInputProps) {
  // No asterisk: labels stay exactly "Host", "Port"…; optional fields say so instead.
  const common = {
    label: field.label,
    required: field.required,
    withAsterisk: false,
    description: field.required ? undefined : 'Optional',
    placeholder: field.placeholder,
  };
  switch (field.kind) {
    case 'secret':
      // new-password: browsers must not offer the user's own account password here.
      return (
        <PasswordInput {...common} autoComplete="new-password" {...form.getInputProps(field.key)} />
      );
    case 'port':
      return (
        <TextInput {...common} inputMode="numeric" w={140} {...form.getInputProps(field.key)} />
      );
    case 'ssl':
      return (
        <NativeSelect label={field.label} data={sslOptions} {...form.getInputProps(field.key)} />
      );
    case 'switch':
      return (
        <Switch label={field.label} {...form.getInputProps(field.key, { type: 'checkbox' })} />
      );
    case 'json':
      return (
        <Textarea
          {...common}
          description="The key file of a service account that may read the dataset."
          autosize
          minRows={4}
          maxRows={10}
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.getInputProps(field.key)}
        />
      );
    default:
      return <TextInput {...common} autoComplete="off" {...form.getInputProps(field.key)} />;
  }
}
