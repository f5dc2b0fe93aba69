import { ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconBrandGoogleBigQuery,
  IconBrandMysql,
  IconBrandSnowflake,
  IconBuildingWarehouse,
  IconDatabase,
  IconFileSpreadsheet,
  IconFileTypeCsv,
} from '@tabler/icons-react';
import type { SourceType } from '@tabletalk/contracts';

export const sourceTypeLabels: Record<SourceType, string> = {
  CSV: 'CSV file',
  XLS: 'Excel workbook',
  POSTGRESQL: 'PostgreSQL',
  MYSQL: 'MySQL',
  MARIADB: 'MariaDB',
  MSSQL: 'SQL Server',
  SNOWFLAKE: 'Snowflake',
  BIGQUERY: 'BigQuery',
  DATABRICKS: 'Databricks',
};

const icons: Record<SourceType, typeof IconDatabase> = {
  CSV: IconFileTypeCsv,
  XLS: IconFileSpreadsheet,
  POSTGRESQL: IconDatabase,
  MYSQL: IconBrandMysql,
  MARIADB: IconBrandMysql,
  MSSQL: IconDatabase,
  SNOWFLAKE: IconBrandSnowflake,
  BIGQUERY: IconBrandGoogleBigQuery,
  DATABRICKS: IconBuildingWarehouse,
};

/** The kind of a source at a glance; the name is in the tooltip and for screen readers. */
export function SourceTypeIcon({ type, size = 32 }: { type: SourceType; size?: number }) {
  const Icon = icons[type];
  return (
    <Tooltip label={sourceTypeLabels[type]}>
      <ThemeIcon variant="light" size={size} radius="md" aria-label={sourceTypeLabels[type]}>
        <Icon size={size * 0.6} />
      </ThemeIcon>
    </Tooltip>
  );
}
