import { Button, Divider } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useConfig } from '../api/get-config';
import { startGoogleSignIn } from '../hooks/google-return';

/**
 * "or" and the Google button, shown only when the server has Google (OpenID Connect) sign-in
 * configured: the divider belongs to the button, so it never stands alone.
 */
export function GoogleSignInButton({ returnTo }: { returnTo: string }) {
  const config = useConfig();
  if (!config.data?.googleSignIn) return null;
  return (
    <>
      <Divider label="or" labelPosition="center" />
      <Button
        variant="default"
        leftSection={<IconBrandGoogle size={18} />}
        onClick={() => startGoogleSignIn(returnTo)}
        fullWidth
      >
        Continue with Google
      </Button>
    </>
  );
}
