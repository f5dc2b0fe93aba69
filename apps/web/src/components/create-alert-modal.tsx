import { Button, Checkbox, Group, Input, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Alert } from '@tabletalk/contracts';
import { useCreateAlert } from '../api/create-alert';
import {
  type AlertFormValues,
  type AlertOrigin,
  initialAlertForm,
  parseAlertForm,
} from '../lib/alert-form';
import { describeFrequency, type FrequencyKind } from '../lib/frequency';
import { useSessionUser } from '../lib/session';
import { AlertConditionFields } from './alert-condition-fields';
import { AlertRecipientsField } from './alert-recipients-field';
import { FrequencyFields } from './frequency-fields';
import { InlineError } from './inline-error';
import { notifySuccess } from './notify';

/** The fields the form shows errors on; any other error of the request is shown at its end. */
const FORM_FIELDS = new Set(['name', 'threshold', 'percent', 'k', 'frequency', 'userIds', 'inApp']);

/** An alert is checked on a schedule: never `off`. */
const CHECK_KINDS: readonly FrequencyKind[] = ['hourly', 'daily', 'weekly'];

interface CreateAlertModalProps {
  opened: boolean;
  onClose: () => void;
  /** The dashboard item or the room's answer the alert watches. */
  origin: AlertOrigin;
  /** The alert's name to start with: the item's title, or the question. */
  defaultName: string;
  onCreated?: (alert: Alert) => void;
}

function CreateAlertForm(props: Omit<CreateAlertModalProps, 'opened'>) {
  const { origin, onClose } = props;
  const me = useSessionUser();
  const form = useForm<AlertFormValues>({
    initialValues: initialAlertForm(me?._id ?? '', props.defaultName.slice(0, 120)),
    validate: (values) => parseAlertForm(values, origin).errors ?? {},
  });
  const create = useCreateAlert({
    onSuccess: (alert) => {
      notifySuccess(`Alert created: checked ${describeFrequency(alert.frequency).toLowerCase()}.`);
      props.onCreated?.(alert);
      onClose();
    },
  });
  const handleSubmit = form.onSubmit((values) => {
    const { request } = parseAlertForm(values, origin);
    if (request) create.mutate(request);
  });
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Create alert">
      <Stack gap="sm">
        <TextInput label="Name" maxLength={120} {...form.getInputProps('name')} />
        <AlertConditionFields form={form} />
        <Group gap="xs" align="flex-end">
          <FrequencyFields
            label="Check"
            kinds={CHECK_KINDS}
            value={form.values.frequency}
            onChange={(frequency) => form.setFieldValue('frequency', frequency)}
          />
        </Group>
        {form.errors.frequency ? <Input.Error>{form.errors.frequency}</Input.Error> : null}
        <AlertRecipientsField
          value={form.values.userIds}
          onChange={(userIds) => form.setFieldValue('userIds', userIds)}
          error={form.errors.userIds ? String(form.errors.userIds) : undefined}
        />
        <Group gap="lg">
          <Checkbox label="In the app" {...form.getInputProps('inApp', { type: 'checkbox' })} />
          <Checkbox label="By email" {...form.getInputProps('email', { type: 'checkbox' })} />
        </Group>
        {Object.entries(form.errors)
          .filter(([field]) => !FORM_FIELDS.has(field))
          .map(([field, message]) => (
            <Input.Error key={field}>{message}</Input.Error>
          ))}
        <InlineError error={create.error} fallback="Failed to create the alert" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create alert
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * "Create alert": a condition on the value of a dashboard widget or a room's single-value answer
 * (above, below or equal to a number, a change of more than a percentage, outside its usual
 * range), how often it is checked, and who hears of it (the user by default, in the app and by
 * email). The form checks what the server checks, with the same messages, before sending.
 */
export function CreateAlertModal({ opened, ...props }: CreateAlertModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title="Create alert" centered size="lg">
      {opened ? <CreateAlertForm {...props} /> : null}
    </Modal>
  );
}
