import { Center, Loader } from '@mantine/core';

/** A quiet spinner for a region whose data is loading. */
export function CenteredLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="xl">
      <Loader size="sm" aria-label={label} />
    </Center>
  );
}
