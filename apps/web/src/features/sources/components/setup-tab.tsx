import { Button, Group, Stepper } from '@mantine/core';
import type { SourceInfo } from '@tabletalk/contracts';
import { setupStepSchema } from '@tabletalk/contracts';
import { type ReactNode, useState } from 'react';
import { useSourceSchema } from '../../../api/get-source-schema';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { KnowledgeMissing } from './knowledge-missing';
import { SetupConnectStep } from './setup-connect-step';
import { SetupEnrichStep } from './setup-enrich-step';
import { SetupValidateStep } from './setup-validate-step';

const STEPS = setupStepSchema.options;

interface SetupTabProps {
  source: SourceInfo;
  canManage: boolean;
}

/** "Setup": the Connect → Enrich → Validate flow (SPEC setup steps). */
export function SetupTab({ source, canManage }: SetupTabProps) {
  const [active, setActive] = useState(0);
  const schema = useSourceSchema(source._id, source.modelVersion !== null);
  const tables = schema.data?.tables ?? [];

  const knowledgeStep = (content: ReactNode) => {
    if (source.modelVersion === null)
      return <KnowledgeMissing sourceId={source._id} canManage={canManage} />;
    if (schema.error) return <QueryError error={schema.error} onRetry={() => schema.refetch()} />;
    if (!schema.data) return <CenteredLoader label="Loading the knowledge" />;
    return content;
  };

  return (
    <Stepper active={active} onStepClick={setActive} size="sm">
      <Stepper.Step label={STEPS[0]} description="File or connection">
        <SetupConnectStep source={source} />
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setActive(1)}>Next: Enrich</Button>
        </Group>
      </Stepper.Step>
      <Stepper.Step label={STEPS[1]} description="Names, roles, synonyms">
        {knowledgeStep(
          <SetupEnrichStep
            // A new model version starts the form again from what was saved.
            key={source.modelVersion}
            sourceId={source._id}
            tables={tables}
            measures={schema.data?.measures ?? []}
            canManage={canManage}
            onSaved={() => setActive(2)}
            fileTable={source.isDatabase ? null : source.tableName}
          />,
        )}
      </Stepper.Step>
      <Stepper.Step label={STEPS[2]} description="Sample questions">
        {knowledgeStep(
          <SetupValidateStep sourceId={source._id} modelVersion={source.modelVersion} />,
        )}
      </Stepper.Step>
    </Stepper>
  );
}
