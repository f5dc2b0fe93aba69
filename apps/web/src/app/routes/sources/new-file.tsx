import { useNavigate } from 'react-router';
import { AddFileWizard } from '../../../features/sources/components/add-file-wizard';
import { WizardPage } from './wizard-page';

/** /sources/new/file — the add file wizard; a loaded source opens its page. */
export function NewFileSourceRoute() {
  const navigate = useNavigate();
  return (
    <WizardPage
      title="Upload a file"
      subtitle="A CSV, TSV or text file, or an Excel workbook (.xlsx)."
    >
      <AddFileWizard onDone={(id) => navigate(`/sources/${id}`, { replace: true })} />
    </WizardPage>
  );
}
