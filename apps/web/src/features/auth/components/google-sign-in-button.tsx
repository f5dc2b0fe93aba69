import { Button } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useConfig } from '../api/get-config';
import { startGoogleSignIn } from '../hooks/google-return';

/** Shown only when the server has Google (OpenID Connect) sign-in configured. */
export function GoogleSignInButton({ returnTo }: { returnTo: string }) {
  const config = useConfig();
  if (!config.data?.googleSignIn) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconBrandGoogle size={18} />}
      onClick={() => startGoogleSignIn(returnTo)}
      fullWidth
    >
      Continue with Google
    </Button>
  );
}
