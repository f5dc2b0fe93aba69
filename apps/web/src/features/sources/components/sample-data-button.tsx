import { Button, type ButtonProps } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useSetSampleSource } from '../api/set-sample-source';

interface SampleDataButtonProps extends ButtonProps {
  /** Called with the new source's id; it is still loading (PENDING). */
  onAdded: (sourceId: string) => void;
}

/** "Use sample data": adds the sample sales data as a source. */
export function SampleDataButton({ onAdded, ...buttonProps }: SampleDataButtonProps) {
  const sample = useSetSampleSource({ onSuccess: (source) => onAdded(source._id) });
  return (
    <Button
      variant="light"
      leftSection={<IconSparkles size={16} />}
      loading={sample.isPending}
      onClick={() => sample.mutate()}
      {...buttonProps}
    >
      Use sample data
    </Button>
  );
}
