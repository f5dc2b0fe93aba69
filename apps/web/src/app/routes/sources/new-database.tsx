import { useNavigate } from 'react-router';
import { ConnectDatabaseWizard } from '../../../features/sources/components/connect-database-wizard';
import { useMe } from '../../../features/users/api/get-me';
import { WizardPage } from './wizard-page';

/** /sources/new/database — the connect database wizard. */
export function NewDatabaseSourceRoute() {
  const navigate = useNavigate();
  const me = useMe();
  // Known only when the plan says so; the server refuses with the plan's message either way.
  const canConnect = me.data?.serviceUsage?.databaseConnections !== false;
  return (
    <WizardPage
      title="Connect a database"
      subtitle="PostgreSQL, MySQL, MariaDB, SQL Server, Snowflake, BigQuery or Databricks."
    >
      <ConnectDatabaseWizard
        canConnectDatabases={canConnect}
        onDone={(id) => navigate(`/sources/${id}`, { replace: true })}
      />
    </WizardPage>
  );
}
