import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateProfileRequestSchema } from '@tabletalk/contracts';
import { notifySuccess } from '../../../components/notify';
import { requiredMessage } from '../../../lib/validation';
import { zodResolver } from '../../../lib/zod-resolver';
import type { Profile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { PictureInput } from './picture-input';
import { readPicture } from './read-picture';

/** The names are optional in the request (a picture alone may change), required in this form. */
const validateProfile = zodResolver(
  updateProfileRequestSchema.pick({ givenName: true, familyName: true }).required(),
  { givenName: requiredMessage('Given name'), familyName: requiredMessage('Family name') },
);

/** Given and family name and picture; the email is shown but cannot be changed here. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile({ onSuccess: () => notifySuccess('Profile updated') });
  const form = useForm({
    initialValues: {
      givenName: profile.givenName,
      familyName: profile.familyName,
      picture: profile.picture,
    },
    validate: validateProfile,
  });

  const handleFile = (file: File | null) => {
    if (!file) return;
    readPicture(file).then(
      (dataUrl) => form.setFieldValue('picture', dataUrl),
      (error: Error) => form.setFieldError('picture', error.message),
    );
  };
  const handleSubmit = form.onSubmit((values) => {
    update.mutate({
      givenName: values.givenName.trim(),
      familyName: values.familyName.trim(),
      // The spec's "no picture" is a single space.
      picture: values.picture.trim() || ' ',
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Profile">
      <Stack gap="sm" maw={520}>
        <PictureInput
          value={form.values.picture}
          onChange={(value) => form.setFieldValue('picture', value)}
          onFile={handleFile}
          error={form.errors.picture as string | undefined}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Given name"
            autoComplete="given-name"
            {...form.getInputProps('givenName')}
          />
          <TextInput
            label="Family name"
            autoComplete="family-name"
            {...form.getInputProps('familyName')}
          />
        </Group>
        <TextInput
          label="Email"
          value={profile.email}
          readOnly
          description="Your sign-in address."
        />
        <Button type="submit" loading={update.isPending} w="fit-content">
          Save profile
        </Button>
      </Stack>
    </form>
  );
}
