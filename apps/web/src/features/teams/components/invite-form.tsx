import { Button, Group, Input, NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { inviteRequestSchema, type Role } from '@tabletalk/contracts';
import { notifySuccess } from '../../../components/notify';
import { emailFieldSchema } from '../../../lib/validation';
import { zodResolver } from '../../../lib/zod-resolver';
import { useInviteMember } from '../api/invite-member';
import { roleOptions } from './role-options';

const validateInvite = zodResolver(inviteRequestSchema.extend({ email: emailFieldSchema }));

interface InviteFormProps {
  teamId: string;
  disabled: boolean;
}

/** Invites a person by email with a role; failures fall back to 'Failed to invite team member'. */
export function InviteForm({ teamId, disabled }: InviteFormProps) {
  const form = useForm({
    initialValues: { email: '', role: 'member' as Role },
    validate: validateInvite,
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
        {/* Tops aligned, and the button under an empty label like the fields': an error under
            the email field grows it downwards without pushing the role and button out of line. */}
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
          <Input.Wrapper label={'\u00a0'} labelProps={{ 'aria-hidden': true }}>
            <Button type="submit" loading={invite.isPending} display="block">
              Send invite
            </Button>
          </Input.Wrapper>
        </Group>
      </fieldset>
    </form>
  );
}
