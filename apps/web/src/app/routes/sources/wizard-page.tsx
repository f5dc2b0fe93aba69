import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useCanManageSources } from './use-can-manage-sources';

interface WizardPageProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The frame of the add-source wizards; members who cannot add sources go back to the list. */
export function WizardPage({ title, subtitle, children }: WizardPageProps) {
  const canManage = useCanManageSources();
  if (!canManage) return <Navigate to="/sources" replace />;
  return (
    <Stack gap="md" maw={880} mx="auto">
      <Anchor component={Link} to="/sources" size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> Data sources
      </Anchor>
      <div>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      </div>
      {children}
    </Stack>
  );
}
