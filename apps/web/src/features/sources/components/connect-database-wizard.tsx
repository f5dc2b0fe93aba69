import { Card, Stack, Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AppError } from '@tabletalk/contracts';
import { useState } from 'react';
import { PlanLimitAlert } from '../../../components/plan-limit-alert';
import { hasCode } from '../../../lib/errors';
import { useAddDatabaseSource } from '../api/add-source';
import { type ConnectionFormValues, initialConnectionValues } from '../utils/connection-fields';
import { serverFieldErrors, validateConnection } from '../utils/connection-request';
import { ConnectDatabaseForm } from './connect-database-form';
import { IngestProgress } from './ingest-progress';

interface ConnectDatabaseWizardProps {
  /** False when the plan is known to allow file uploads only (the server decides either way). */
  canConnectDatabases?: boolean;
  onDone: (sourceId: string) => void;
}

/**
 * Connect database: the fields for the chosen kind, checked against the contract; "Test and
 * save" connects on the server, then the schema is read (polled like a file load). The form's
 * values survive every failure, including a FAILED load.
 */
export function ConnectDatabaseWizard({
  canConnectDatabases = true,
  onDone,
}: ConnectDatabaseWizardProps) {
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const form = useForm<ConnectionFormValues>({
    initialValues: initialConnectionValues(),
    validate: (values) => validateConnection(values).problems ?? {},
  });
  const connect = useAddDatabaseSource({
    onSuccess: (source) => setLoadingId(source._id),
    onError: (error) => {
      if (error instanceof AppError) form.setErrors(serverFieldErrors(error.details));
    },
  });
  // The server's own plan message replaces the notice given up front.
  const showPlanNotice = !canConnectDatabases && !hasCode(connect.error, 'PLAN_LIMIT');
  const handleSubmit = (values: ConnectionFormValues) => {
    const { request } = validateConnection(values);
    if (request) connect.mutate(request);
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stepper active={loadingId ? 1 : 0} size="sm" mb="lg" allowNextStepsSelect={false}>
        <Stepper.Step label="Connection details" />
        <Stepper.Step label="Read the schema" />
      </Stepper>
      {loadingId ? (
        <IngestProgress sourceId={loadingId} onActive={onDone} onRetry={() => setLoadingId(null)} />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Tabletalk connects read-only. Passwords and keys are encrypted at rest and never shown
            again, except to you after re-entering your account password.
          </Text>
          {showPlanNotice ? (
            <PlanLimitAlert message="Your plan includes file uploads only; connecting a database needs a higher plan." />
          ) : null}
          <ConnectDatabaseForm
            form={form}
            error={connect.error}
            isPending={connect.isPending}
            onSubmit={handleSubmit}
          />
        </Stack>
      )}
    </Card>
  );
}
