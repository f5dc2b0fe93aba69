import type { AskDocsFileCheck, AskDocsValidateFilesRequest } from '@tabletalk/contracts';
import { documentMessages, fileNameKind } from '@tabletalk/documents';
import { uploadTooLargeMessage } from '../../../plugins/upload-errors';
import { cleanFileName } from './clean-file-name';

/**
 * Checks files by name and size before any byte is sent (`add-ask-doc-file-validate` as JSON): a
 * kind Ask Docs reads by its extension (a name without one is left to its bytes: `kind` null),
 * not empty, within MAX_UPLOAD_MB. The upload checks the bytes themselves again.
 */
export function checkFileNames(
  files: AskDocsValidateFilesRequest['files'],
  maxBytes: number,
): AskDocsFileCheck[] {
  return files.map(({ name, size }) => {
    const fileName = cleanFileName(name);
    const verdict = { fileName, sizeBytes: size };
    const refuse = (code: AskDocsFileCheck['code'], reason: string): AskDocsFileCheck => ({
      ...verdict,
      ok: false,
      kind: null,
      code,
      reason,
    });
    const byName = fileNameKind(fileName);
    if ('code' in byName) return refuse(byName.code, byName.reason);
    if (size === 0) return refuse('empty', documentMessages.empty);
    if (size > maxBytes) return refuse('too-large', uploadTooLargeMessage(maxBytes));
    return { ...verdict, ok: true, kind: byName.kind, code: null, reason: null };
  });
}
