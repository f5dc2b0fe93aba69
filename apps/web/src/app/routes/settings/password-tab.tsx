import { Card } from '@mantine/core';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { signOutLocally } from '../../session-actions';

/** After a change the server has ended every session: sign out here too, with its message. */
export function PasswordTab() {
  return (
    <Card withBorder radius="md" padding="lg">
      <ChangePasswordForm onChanged={(message) => signOutLocally(message)} />
    </Card>
  );
}
