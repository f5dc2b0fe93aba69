import { z } from 'zod';
import { askDocsDocumentKindSchema, askDocsDocumentSchema } from './askdocs';
import { idSchema } from './common';

/**
 * Ask Docs uploads: the check before sending (`ask-docs/add-ask-doc-file-validate`), the upload
 * itself (`add-ask-doc-file`), the wizard's last step (`add-docs`), re-processing
 * (`process-documents/{id}`) and the download (`fetch-file?id=`).
 */

/** Most files one upload request may carry. */
export const ASK_DOCS_MAX_FILES_PER_UPLOAD = 20;

/**
 * Why a file is refused before it becomes a document: no bytes, bytes that disagree with the
 * name, a kind Ask Docs does not read, a password-protected Word file, past MAX_UPLOAD_MB.
 */
export const askDocsRefusalCodes = [
  'empty',
  'mismatch',
  'unsupported',
  'encrypted',
  'too-large',
] as const;
export const askDocsRefusalCodeSchema = z.enum(askDocsRefusalCodes);
export type AskDocsRefusalCode = z.infer<typeof askDocsRefusalCodeSchema>;

/** A file refused by an upload: nothing of it was kept. */
export const askDocsFileRefusalSchema = z.object({
  fileName: z.string(),
  code: askDocsRefusalCodeSchema,
  /** What the person can do about it. */
  reason: z.string(),
});
export type AskDocsFileRefusal = z.infer<typeof askDocsFileRefusalSchema>;

/** `ask-docs/add-ask-doc-file`: the documents created (PENDING) and the files refused. */
export const askDocsAddFilesResponseSchema = z.object({
  data: z.object({
    documents: z.array(askDocsDocumentSchema),
    refused: z.array(askDocsFileRefusalSchema),
  }),
});
export type AskDocsAddFilesResponse = z.infer<typeof askDocsAddFilesResponseSchema>;

/** `ask-docs/add-ask-doc-file-validate` as JSON: the files a person picked, by name and size. */
export const askDocsValidateFilesRequestSchema = z.object({
  projectId: idSchema,
  files: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(1000),
        size: z.number().int().min(0),
      }),
    )
    .min(1, 'Choose a file to upload.')
    .max(
      ASK_DOCS_MAX_FILES_PER_UPLOAD,
      `Send at most ${ASK_DOCS_MAX_FILES_PER_UPLOAD} files at once.`,
    ),
});
export type AskDocsValidateFilesRequest = z.infer<typeof askDocsValidateFilesRequestSchema>;

/** The verdict on one file before upload. */
export const askDocsFileCheckSchema = z.object({
  fileName: z.string(),
  sizeBytes: z.number().int(),
  ok: z.boolean(),
  /** The kind the name (or, sent as multipart, the bytes) shows; null when refused or unknown yet. */
  kind: askDocsDocumentKindSchema.nullable(),
  code: askDocsRefusalCodeSchema.nullable(),
  reason: z.string().nullable(),
});
export type AskDocsFileCheck = z.infer<typeof askDocsFileCheckSchema>;
export const askDocsValidateFilesResponseSchema = z.object({
  data: z.array(askDocsFileCheckSchema),
});

/** `ask-docs/add-docs` as JSON: the wizard's last step, for the documents it uploaded. */
export const askDocsAddDocsRequestSchema = z.object({
  projectId: idSchema,
  documentIds: z.array(idSchema).min(1).max(100),
});
export type AskDocsAddDocsRequest = z.infer<typeof askDocsAddDocsRequestSchema>;

/** `ask-docs/fetch-file?id=` (a document's id). */
export const askDocsFetchFileQuerySchema = z.object({ id: idSchema });
