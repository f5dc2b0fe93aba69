/** Why a file cannot become a source; the server turns limit codes into plan messages. */
export type FileRejectedCode =
  | 'TOO_MANY_ROWS'
  | 'TOO_MANY_COLUMNS'
  | 'TOO_MANY_SHEETS'
  | 'EMPTY'
  | 'HEADER_ONLY'
  | 'NOT_A_TABLE'
  | 'ZIP_BOMB'
  | 'ENCRYPTED'
  | 'LEGACY_XLS'
  | 'UNREADABLE';

/** The limit that was crossed and by how much, for limit codes. */
export interface FileRejectedDetails {
  limit?: number;
  actual?: number;
}

/**
 * The one error file sniffing and ingest throw for a file that cannot be loaded. `message` is safe
 * to show to the user as is; `cause` keeps the parser's error for server logs.
 */
export class FileRejectedError extends Error {
  readonly code: FileRejectedCode;
  readonly details: FileRejectedDetails;

  constructor(
    code: FileRejectedCode,
    message: string,
    details: FileRejectedDetails = {},
    options: { cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'FileRejectedError';
    this.code = code;
    this.details = details;
  }
}

/** Messages shared by sniffing and ingest, so the same file always reads the same. */
export const fileMessages = {
  legacyXls:
    'Legacy .xls files are not supported. Please save the file as .xlsx and upload it again.',
  encrypted:
    'This workbook is password-protected. Remove the password in Excel (File → Info → Protect Workbook), save it and upload it again.',
  empty: 'The file is empty.',
  headerOnly: 'The file has a header row but no data rows.',
} as const;

/** A file-system error (EMFILE, EIO…): about this machine, never about the file's bytes. */
export function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'syscall' in error;
}
