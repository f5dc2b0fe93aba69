import { Badge } from '@mantine/core';
import type { ColumnRole } from '@tabletalk/contracts';

export const roleLabels: Record<ColumnRole, string> = {
  measure: 'Measure',
  dimension: 'Dimension',
  time: 'Time',
  identifier: 'Identifier',
};

const colors: Record<ColumnRole, string> = {
  measure: 'grape',
  dimension: 'blue',
  time: 'orange',
  identifier: 'gray',
};

export function RoleBadge({ role }: { role: ColumnRole }) {
  return (
    <Badge color={colors[role]} variant="light" size="sm">
      {roleLabels[role]}
    </Badge>
  );
}
