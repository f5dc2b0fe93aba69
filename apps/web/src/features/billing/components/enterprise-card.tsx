import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';

interface EnterpriseCardProps {
  isCurrent: boolean;
  canManage: boolean;
  onContact: () => void;
}

/** Enterprise is priced on request: a card that opens the request form. */
export function EnterpriseCard({ isCurrent, canManage, onContact }: EnterpriseCardProps) {
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="lg"
      data-testid="plan-offer-enterprise"
      aria-label="Enterprise plan"
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} fz="h4">
            Enterprise
          </Title>
          {isCurrent ? <Badge variant="light">Current plan</Badge> : null}
        </Group>
        <Text fw={700} fz="xl">
          Custom pricing
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>Unlimited data sources, questions and dashboards</List.Item>
          <List.Item>Files up to 1,000,000 rows and 500 columns</List.Item>
          <List.Item>Unlimited members and Ask Docs projects</List.Item>
        </List>
        {isCurrent ? null : (
          <Button mt="auto" fullWidth variant="light" disabled={!canManage} onClick={onContact}>
            Contact us
          </Button>
        )}
      </Stack>
    </Card>
  );
}
