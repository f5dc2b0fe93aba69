import { Card, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { AiModelSelect } from '../../../features/auth/components/ai-model-select';
import { useMe } from '../../../features/users/api/get-me';
import { useProfile } from '../../../features/users/api/get-profile';
import { usersKeys } from '../../../features/users/api/keys';
import { ProfileForm } from '../../../features/users/components/profile-form';

export function ProfileTab() {
  const queryClient = useQueryClient();
  const profile = useProfile();
  const me = useMe();
  if (profile.isPending) return <CenteredLoader label="Loading profile" />;
  if (profile.isError)
    return <QueryError error={profile.error} onRetry={() => profile.refetch()} />;

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="lg">
        <ProfileForm key={profile.data._id} profile={profile.data} />
        {me.data ? (
          <Stack maw={520}>
            <AiModelSelect
              value={me.data.user.aiModel}
              onChanged={() => queryClient.invalidateQueries({ queryKey: usersKeys.all })}
            />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
