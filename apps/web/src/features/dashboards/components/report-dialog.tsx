import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ReportSubscription, ScheduleFrequency } from '@tabletalk/contracts';
import { useMemo, useState } from 'react';
import { useMemberList } from '../../../api/get-member-list';
import { CenteredLoader } from '../../../components/centered-loader';
import { FrequencyFields } from '../../../components/frequency-fields';
import { InlineError } from '../../../components/inline-error';
import { notifySuccess } from '../../../components/notify';
import { QueryError } from '../../../components/query-error';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants';
import { type FrequencyKind, localTimeZone } from '../../../lib/frequency';
import { useScope } from '../../../lib/session';
import { useDeleteReportSubscription } from '../api/delete-report-subscription';
import { useReportSubscription } from '../api/get-report-subscription';
import { useSaveReportSubscription } from '../api/save-report-subscription';
import { formatWhen } from '../utils/format';
import {
  choiceOfMember,
  choiceOfRecipient,
  mergeChoices,
  type RecipientChoice,
} from '../utils/report-recipients';

// A report stops by being removed, so its schedule offers no 'Off'.
const KINDS: readonly FrequencyKind[] = ['hourly', 'daily', 'weekly'];

interface ReportFormProps {
  dashboardId: string;
  subscription: ReportSubscription | null;
  onClose: () => void;
}

function ReportForm({ dashboardId, subscription, onClose }: ReportFormProps) {
  const [frequency, setFrequency] = useState<ScheduleFrequency>(
    subscription?.frequency ?? { kind: 'weekly', day: 1, time: '08:00', timeZone: localTimeZone() },
  );
  const [chosen, setChosen] = useState<RecipientChoice[]>(
    subscription?.recipients.map(choiceOfRecipient) ?? [],
  );
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const { selectedTeamId } = useScope();
  const members = useMemberList(selectedTeamId, debouncedSearch);
  const options = useMemo(
    () => mergeChoices(chosen, (members.data ?? []).map(choiceOfMember)),
    [chosen, members.data],
  );
  const save = useSaveReportSubscription({
    onSuccess: () => {
      notifySuccess('Email report saved.');
      onClose();
    },
  });
  const remove = useDeleteReportSubscription({
    onSuccess: () => {
      notifySuccess('Email report removed.');
      onClose();
    },
  });
  const submit = () => {
    if (frequency.kind === 'off' || chosen.length === 0) return;
    save.mutate({ dashboardId, frequency, userIds: chosen.map((choice) => choice.value) });
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        The dashboard is refreshed and emailed with its charts as pictures and a link back.
      </Text>
      <Group gap="xs" align="flex-end">
        <FrequencyFields value={frequency} onChange={setFrequency} label="Send" kinds={KINDS} />
      </Group>
      <MultiSelect
        label="Recipients"
        placeholder={chosen.length === 0 ? 'Search members by name or email' : undefined}
        data={options}
        value={chosen.map((choice) => choice.value)}
        onChange={(values) =>
          setChosen(values.flatMap((value) => options.filter((o) => o.value === value)))
        }
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={members.isFetching ? 'Searching…' : 'No member found'}
        hidePickedOptions
        maxValues={50}
      />
      {subscription?.lastSentAt ? (
        <Text size="xs" c="dimmed">
          Last sent {formatWhen(subscription.lastSentAt)}
        </Text>
      ) : null}
      <InlineError error={save.error} fallback="Failed to save the email report" />
      <Group justify="space-between">
        {subscription ? (
          <Button
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(dashboardId)}
          >
            Remove subscription
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={chosen.length === 0}>
            Save report
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

interface ReportDialogProps {
  dashboardId: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Email report": the dashboard sent by email on a schedule (hourly, daily or weekly) to members
 * picked by name or email; saved, changed or removed here.
 */
export function ReportDialog({ dashboardId, opened, onClose }: ReportDialogProps) {
  const subscription = useReportSubscription(dashboardId);
  return (
    <Modal opened={opened} onClose={onClose} title="Email report" centered size="lg">
      {subscription.isPending ? <CenteredLoader label="Loading the email report" /> : null}
      {subscription.isError ? (
        <QueryError error={subscription.error} onRetry={() => subscription.refetch()} />
      ) : null}
      {subscription.isSuccess ? (
        <ReportForm dashboardId={dashboardId} subscription={subscription.data} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
