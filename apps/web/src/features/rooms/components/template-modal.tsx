import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AppError, type Template, type TemplateRequest } from '@tabletalk/contracts';
import { InlineError } from '../../../components/inline-error';
import { notifySuccess } from '../../../components/notify';
import { useCreateTemplate } from '../api/create-template';
import { useUpdateTemplate } from '../api/update-template';
import {
  type TemplateDraft,
  templateDraft,
  templateFieldErrors,
  validateTemplateDraft,
} from '../utils/template-draft';
import { TemplateTextInput } from './template-text-input';
import { TemplateValidityInputs } from './template-validity-inputs';

/**
 * What the modal works on: a template to edit, or a question to save as a new template.
 * `sourceId` is the source of the room it is opened from, which the template can be tied to.
 */
export type TemplateTarget =
  | { kind: 'edit'; template: Template; sourceId: string | null; focus?: 'validity' }
  | { kind: 'create'; text: string; sourceId: string | null };

interface TemplateModalProps {
  opened: boolean;
  /** Kept while the modal closes, so its content does not vanish mid-animation. */
  target: TemplateTarget | null;
  onClose: () => void;
}

function targetSourceId(target: TemplateTarget): string | null {
  return target.kind === 'edit' ? (target.template.sourceId ?? target.sourceId) : target.sourceId;
}

/** A new form for each target, even when the modal reopens before it finished closing. */
function targetKey(target: TemplateTarget): string {
  return target.kind === 'edit' ? `edit:${target.template._id}:${target.focus ?? ''}` : 'create';
}

/** "Update validity" starts at the date that keeps the template from being used. */
function validityFocus(target: TemplateTarget): 'validFrom' | 'validUntil' | null {
  if (target.kind !== 'edit' || target.focus !== 'validity') return null;
  return target.template.notYetValid ? 'validFrom' : 'validUntil';
}

/** Saves the request: creates, or updates the edited template. */
function useSaveTemplate(
  target: TemplateTarget,
  onError: (error: Error) => void,
  done: () => void,
) {
  const options = { meta: { silentError: true }, onError };
  const create = useCreateTemplate({
    ...options,
    onSuccess: () => {
      notifySuccess('Template saved');
      done();
    },
  });
  const update = useUpdateTemplate({
    ...options,
    onSuccess: () => {
      notifySuccess('Template updated');
      done();
    },
  });
  const mutation = target.kind === 'edit' ? update : create;
  const save = (request: TemplateRequest) => {
    if (target.kind === 'edit') update.mutate({ templateId: target.template._id, data: request });
    else create.mutate(request);
  };
  return { save, isPending: mutation.isPending, error: mutation.error };
}

function TemplateEditor({ target, onClose }: { target: TemplateTarget; onClose: () => void }) {
  const sourceId = targetSourceId(target);
  const form = useForm<TemplateDraft>({
    initialValues: templateDraft(target),
    validate: (values) => validateTemplateDraft(values, sourceId).problems ?? {},
  });
  // A refusal keeps every value typed; the fields it names get their message.
  const saving = useSaveTemplate(
    target,
    (error) => {
      if (error instanceof AppError) form.setErrors(templateFieldErrors(error.details));
    },
    onClose,
  );
  const handleSubmit = form.onSubmit((values) => {
    const { request } = validateTemplateDraft(values, sourceId);
    if (request) saving.save(request);
  });
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Template">
      <Stack gap="sm">
        <TextInput
          label="Name"
          placeholder="e.g. Revenue in a region"
          maxLength={120}
          data-autofocus={validityFocus(target) ? undefined : true}
          {...form.getInputProps('title')}
        />
        <TemplateTextInput
          value={form.values.text}
          error={form.errors.text as string | undefined}
          onChange={(value) => form.setFieldValue('text', value)}
        />
        <TemplateValidityInputs form={form} focus={validityFocus(target)} />
        {sourceId ? (
          <Checkbox
            label="Only for this data source"
            description="Otherwise it is offered in rooms over every source."
            {...form.getInputProps('isForSource', { type: 'checkbox' })}
          />
        ) : null}
        <InlineError error={saving.error} fallback="Failed to save the template" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving.isPending}>
            {target.kind === 'edit' ? 'Save changes' : 'Save template'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Create or edit a template: its name, the question with `{placeholders}` (found live), an
 * optional validity period and whether it is tied to the source.
 */
export function TemplateModal({ opened, target, onClose }: TemplateModalProps) {
  const title = target?.kind === 'edit' ? 'Edit template' : 'Save as template';
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      {target ? (
        <>
          {target.kind === 'edit' && (target.template.expired || target.template.notYetValid) ? (
            <Text size="sm" c="dimmed" mb="sm">
              Change the dates so that today is inside the validity period, or clear them.
            </Text>
          ) : null}
          <TemplateEditor key={targetKey(target)} target={target} onClose={onClose} />
        </>
      ) : null}
    </Modal>
  );
}
