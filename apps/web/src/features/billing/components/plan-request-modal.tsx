import {
  Button,
  Group,
  Modal,
  NumberInput,
  Radio,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PlanRequest, planRequestSchema } from '@tabletalk/contracts';
import { InlineError } from '../../../components/inline-error';
import { notifySuccess } from '../../../components/notify';
import { zodResolver } from '../../../lib/zod-resolver';
import { useRequestPlan } from '../api/request-plan';

type Kind = PlanRequest['kind'];

interface FormValues {
  kind: Kind;
  /** '' while empty (NumberInput). */
  seats: number | string;
  phone: string;
  message: string;
}

/** The request as the contract takes it: empty optional fields left out. */
function toRequest(values: FormValues): PlanRequest {
  const phone = values.phone.trim();
  return {
    kind: values.kind,
    message: values.message,
    ...(typeof values.seats === 'number' ? { seats: values.seats } : {}),
    ...(phone ? { phone } : {}),
  };
}

const validateRequest = zodResolver(planRequestSchema, {
  seats: {
    too_small: 'At least 1 seat.',
    too_big: 'At most 100,000 seats.',
    invalid_type: 'A whole number of seats.',
  },
});

interface PlanRequestFormProps {
  kind: Kind;
  onClose: () => void;
}

function PlanRequestForm({ kind, onClose }: PlanRequestFormProps) {
  const form = useForm<FormValues>({
    initialValues: { kind, seats: '', phone: '', message: '' },
    validate: (values) => validateRequest(toRequest(values)),
  });
  const request = useRequestPlan({
    onSuccess: () => {
      notifySuccess('Thanks — we will get back to you');
      onClose();
    },
  });
  const handleSubmit = form.onSubmit((values) => request.mutate(toRequest(values)));
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Plan request">
      <Stack gap="sm">
        <Radio.Group label="Plan" {...form.getInputProps('kind')}>
          <Group gap="lg" mt={4}>
            <Radio value="SUBSCRIPTION_TEAM" label="Team" />
            <Radio value="SUBSCRIPTION_ENTERPRISE" label="Enterprise" />
          </Group>
        </Radio.Group>
        <NumberInput
          label="Seats"
          description="How many people would use it."
          min={1}
          max={100_000}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('seats')}
        />
        <TextInput
          label="Phone"
          description="Optional: if you would rather we call."
          type="tel"
          maxLength={40}
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <Textarea
          label="Message"
          description="What you need: data, people, timing."
          maxLength={2000}
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          {...form.getInputProps('message')}
        />
        <InlineError error={request.error} fallback="Failed to send the request" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={request.isPending}>
            Send request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface PlanRequestModalProps {
  /** The plan asked for; null while closed. */
  kind: Kind | null;
  onClose: () => void;
}

/** The Team / Enterprise request (contact-us/subscription-create): the team answers it. */
export function PlanRequestModal({ kind, onClose }: PlanRequestModalProps) {
  return (
    <Modal opened={kind !== null} onClose={onClose} title="Request a plan" centered>
      {/* A fresh form each time it opens: no leftover text or refusal. */}
      {kind ? <PlanRequestForm kind={kind} onClose={onClose} /> : null}
    </Modal>
  );
}
