import { Card } from '@mantine/core';
import { useMe } from '../../../features/users/api/get-me';
import { DeleteAccountForm } from '../../../features/users/components/delete-account-form';
import { signOutLocally } from '../../session-actions';

export function AccountTab() {
  const me = useMe();
  if (!me.data) return null;
  return (
    <Card withBorder radius="md" padding="lg">
      <DeleteAccountForm
        hasPassword={me.data.user.hasPassword}
        onDeleted={() => signOutLocally('Your account has been deleted.')}
      />
    </Card>
  );
}
