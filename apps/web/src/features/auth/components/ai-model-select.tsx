import { NativeSelect } from '@mantine/core';
import { aiModels } from '@tabletalk/contracts';
import { useQuery } from '@tanstack/react-query';
import { notifySuccess } from '../../../components/notify';
import { useChangeAiModel } from '../api/change-ai-model';
import { authKeys } from '../api/keys';

type ModelOption = { id: string; label: string };

// Until the server has answered once, the built-in engine is the one choice known to exist.
const DEFAULT_MODELS: ModelOption[] = aiModels.map((id) => ({
  id,
  label: id === 'builtin' ? 'Built-in' : id,
}));

/** The answer engine choice (auth/change-ai-model). */
export function AiModelSelect({ value, onChanged }: { value: string; onChanged: () => void }) {
  const known = useQuery<ModelOption[]>({
    queryKey: authKeys.aiModels(),
    queryFn: () => DEFAULT_MODELS,
    staleTime: Infinity,
  });
  const change = useChangeAiModel({
    onSuccess: () => {
      notifySuccess('Answer engine updated');
      onChanged();
    },
  });
  const options = known.data ?? DEFAULT_MODELS;
  const withCurrent = options.some((o) => o.id === value)
    ? options
    : [...options, { id: value, label: value }];

  return (
    <NativeSelect
      label="Answer engine"
      description="Which engine turns your questions into queries."
      value={value}
      disabled={change.isPending}
      data={withCurrent.map((o) => ({ value: o.id, label: o.label }))}
      onChange={(event) => change.mutate(event.currentTarget.value)}
    />
  );
}
