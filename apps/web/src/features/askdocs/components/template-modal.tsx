import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  AppError,
  type AskDocsTemplate,
  type AskDocsTemplateRequest,
  askDocsAnswerStyles,
} from '@tabletalk/contracts';
import { InlineError } from '../../../components/inline-error';
import { notifySuccess } from '../../../components/notify';
import { useCreateTemplate } from '../api/create-template';
import { useUpdateTemplate } from '../api/update-template';
import { ANSWER_STYLE_LABELS } from '../utils/answer-styles';
import {
  serverFieldErrors,
  type TemplateFormValues,
  templateFormValues,
  validateTemplateForm,
} from '../utils/template-form';
import { TemplateValidityInputs } from './template-validity-inputs';

const STYLE_OPTIONS = askDocsAnswerStyles.map((style) => ({
  value: style,
  label: ANSWER_STYLE_LABELS[style],
}));

interface TemplateModalProps {
  opened: boolean;
  /** The template to edit; null creates one. Kept while the modal closes. */
  template: AskDocsTemplate | null;
  onClose: () => void;
}

/** Creates, or updates the edited template; a refusal is left to the form to show. */
function useSaveTemplate(
  template: AskDocsTemplate | null,
  onError: (error: Error) => void,
  done: () => void,
) {
  const create = useCreateTemplate({
    onError,
    onSuccess: () => {
      notifySuccess('Template saved');
      done();
    },
  });
  const update = useUpdateTemplate({
    onError,
    onSuccess: () => {
      notifySuccess('Template updated');
      done();
    },
  });
  const mutation = template ? update : create;
  const save = (data: AskDocsTemplateRequest) => {
    if (template) update.mutate({ templateId: template._id, data });
    else create.mutate(data);
  };
  return { save, isPending: mutation.isPending, error: mutation.error };
}

function TemplateForm({
  template,
  onClose,
}: {
  template: AskDocsTemplate | null;
  onClose: () => void;
}) {
  const form = useForm<TemplateFormValues>({
    initialValues: templateFormValues(template),
    validate: (values) => validateTemplateForm(values).errors ?? {},
  });
  // A refusal keeps every value typed; the fields it names get their message.
  const saving = useSaveTemplate(
    template,
    (error) => {
      if (error instanceof AppError) form.setErrors(serverFieldErrors(error.details));
    },
    onClose,
  );
  const handleSubmit = form.onSubmit((values) => {
    const { request } = validateTemplateForm(values);
    if (request) saving.save(request);
  });
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Template">
      <Stack gap="sm">
        <TextInput
          label="Name"
          placeholder="e.g. New employee answers"
          maxLength={120}
          required
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Textarea
          label="Instruction"
          description="What answers in the room should do."
          placeholder="Answer for a new employee; name the policy section."
          maxLength={2000}
          autosize
          minRows={3}
          maxRows={8}
          required
          {...form.getInputProps('instruction')}
        />
        <Select
          label="Answer style"
          data={STYLE_OPTIONS}
          allowDeselect={false}
          value={form.values.answerStyle}
          onChange={(picked) => {
            const style = askDocsAnswerStyles.find((each) => each === picked);
            if (style) form.setFieldValue('answerStyle', style);
          }}
          error={form.errors.answerStyle}
        />
        <TemplateValidityInputs form={form} />
        <InlineError error={saving.error} fallback="Failed to save the template" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving.isPending}>
            {template ? 'Save changes' : 'Create template'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or edit a template: name, instruction, answer style and an optional validity. */
export function TemplateModal({ opened, template, onClose }: TemplateModalProps) {
  const isOutsideValidity = Boolean(template && (template.expired || template.notYetValid));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={template ? 'Edit template' : 'New template'}
      size="lg"
      centered
    >
      {isOutsideValidity ? (
        <Text size="sm" c="dimmed" mb="sm">
          Change the dates so that today is inside the validity period, or clear them.
        </Text>
      ) : null}
      {opened ? (
        <TemplateForm key={template?._id ?? 'new'} template={template} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
