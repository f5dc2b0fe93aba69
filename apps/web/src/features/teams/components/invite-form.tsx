import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Role } from '@tabletalk/contracts';
import { notifySuccess } from '../../../components/notify';
import { emailProblem } from '../../../lib/validation';
import { useInviteMember } from '../api/invite-member';
import { roleOptions } from './role-options';

/** The height of a Mantine input label (font size × line height): the button starts below it. */
const LABEL_HEIGHT = 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height))';

interface InviteFormProps {
  teamId: string;
  disabled: boolean;
}

/** Invites a person by email with a role; failures fall back to 'Failed to invite team member'. */
export function InviteForm({ teamId, disabled }: InviteFormProps) {
  const form = useForm({
    initialValues: { email: '', role: 'member' as Role },
    validate: { email: emailProblem },
  });
  const invite = useInviteMember({
    onSuccess: (result) => {
      notifySuccess(result.message);
      form.reset();
    },
  });
  const handleSubmit = form.onSubmit(({ email, role }) =>
    invite.mutate({ teamId, email: email.trim(), role }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Invite a member">
      <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0 }}>
        {/* Tops aligned with the label's height above the button: an error under the email
            field grows that field downwards without pushing the role and button out of line. */}
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label="Invite email"
            type="email"
            placeholder="name@example.com"
            style={{ flex: 1, minWidth: 220 }}
            {...form.getInputProps('email')}
          />
          <NativeSelect
            label="Invite role"
            data={roleOptions}
            w={140}
            {...form.getInputProps('role')}
          />
          <Button type="submit" loading={invite.isPending} mt={LABEL_HEIGHT}>
            Send invite
          </Button>
        </Group>
      </fieldset>
    </form>
  );
}
