// `npm run drill:restore [-- --postgres <admin url>]`: backs up a running instance with data, restores it
// into a fresh one and checks the same person sees the same source, rows and dashboard (docs/OPERATIONS.md).
import { runRestoreDrill } from '../e2e/support/restore-drill';

const index = process.argv.indexOf('--postgres');
const adminUrl = index > 0 ? process.argv[index + 1] : undefined;
const report = await runRestoreDrill(
  adminUrl ? { kind: 'postgres', adminUrl } : { kind: 'embedded' },
);
console.log(
  `restore drill (${report.target}): ${report.after.rowCount} rows and the same first 20, the ` +
    `dashboard's ${report.after.dashboard.length} items with the same results (${report.refreshedItems} ` +
    `refreshed from the restored source) after the restore; backup ${report.backupMs} ms, restore ` +
    `${report.restoreMs} ms, start ${report.startMs} ms — PASS`,
);
