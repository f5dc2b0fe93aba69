import { Badge, Card, List, Text, Title } from '@mantine/core';
import type { Relationship } from '@tabletalk/contracts';

const side = (schema: string | null | undefined, table: string, columns: string[]) =>
  `${schema ? `${schema}.` : ''}${table}.${columns.join(', ')}`;

/** How tables join: declared foreign keys and inferred matches with their confidence. */
export function RelationshipsList({ relationships }: { relationships: Relationship[] }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Relationships">
      <Title order={3} fz="h4" mb="xs">
        Relationships
      </Title>
      {relationships.length === 0 ? (
        <Text size="sm" c="dimmed">
          No relationships between tables were found.
        </Text>
      ) : (
        <List spacing={6} size="sm" data-testid="relationships">
          {relationships.map((r) => {
            const from = side(r.fromSchema, r.fromTable, r.fromColumns);
            const to = side(r.toSchema, r.toTable, r.toColumns);
            return (
              <List.Item key={`${from}->${to}`}>
                <Text span ff="monospace" size="sm">
                  {from} → {to}
                </Text>{' '}
                {r.kind === 'foreign_key' ? (
                  <Badge size="xs" variant="light">
                    Foreign key
                  </Badge>
                ) : (
                  <Badge size="xs" variant="light" color="yellow">
                    Inferred · {Math.round(r.confidence * 100)}%
                  </Badge>
                )}
              </List.Item>
            );
          })}
        </List>
      )}
    </Card>
  );
}
