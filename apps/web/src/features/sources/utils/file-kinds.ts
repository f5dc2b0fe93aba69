/** What the file input accepts (the server checks the bytes, not the name). */
export const ACCEPTED_FILE_TYPES = '.csv,.tsv,.txt,.xlsx';

const TEXT_EXTENSIONS = ['csv', 'tsv', 'txt'];

function extension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Delimited text files are checked with `check-csv` before upload; workbooks are not. */
export function isDelimitedText(fileName: string): boolean {
  return TEXT_EXTENSIONS.includes(extension(fileName));
}

/** Why a file cannot be chosen, by its name; null when it may be uploaded. */
export function fileChoiceProblem(fileName: string): string | null {
  const ext = extension(fileName);
  if (ext === 'xls')
    return 'Legacy .xls workbooks are not supported. Save the file as .xlsx and try again.';
  if (ext === 'xlsx' || TEXT_EXTENSIONS.includes(ext)) return null;
  return 'Choose a .csv, .tsv, .txt or .xlsx file.';
}
