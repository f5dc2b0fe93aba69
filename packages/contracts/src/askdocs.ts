import { z } from 'zod';
import { idSchema, plainTextSchema, timestampSchema } from './common';
import { feedbackSchema, sourceStatusSchema } from './enums';
import {
  conversationFeedbackRequestSchema,
  favouriteRequestSchema,
  templateRequestSchema,
} from './rooms';
import { projectFavouriteRequestSchema, projectFavouriteResponseSchema } from './sources';

/**
 * Ask Docs: questions answered from an organization's documents, grouped in projects, each with
 * one room (its thread and connected template). The `ask-docs/` calls answer `{ data }` with
 * `_id` ids like the rest of the API.
 */

/** The kinds of file a project accepts, each with the file name endings it is known by. */
export const askDocsDocumentKinds = [
  'pdf',
  'docx',
  'txt',
  'markdown',
  'html',
  'png',
  'jpeg',
  'tiff',
] as const;
export const askDocsDocumentKindSchema = z.enum(askDocsDocumentKinds);
export type AskDocsDocumentKind = z.infer<typeof askDocsDocumentKindSchema>;

/** How each kind reads to a person, its endings, and whether its text comes from OCR. */
export const ASK_DOCS_KIND_INFO: Record<
  AskDocsDocumentKind,
  { label: string; extensions: readonly string[]; isImage: boolean }
> = {
  pdf: { label: 'PDF', extensions: ['.pdf'], isImage: false },
  docx: { label: 'Word (DOCX)', extensions: ['.docx'], isImage: false },
  txt: { label: 'Plain text', extensions: ['.txt'], isImage: false },
  markdown: { label: 'Markdown', extensions: ['.md', '.markdown'], isImage: false },
  html: { label: 'HTML', extensions: ['.html', '.htm'], isImage: false },
  png: { label: 'PNG image', extensions: ['.png'], isImage: true },
  jpeg: { label: 'JPEG image', extensions: ['.jpg', '.jpeg'], isImage: true },
  tiff: { label: 'TIFF image', extensions: ['.tif', '.tiff'], isImage: true },
};

/**
 * A document's status (the spec's source or document statuses): PENDING while it is read,
 * ACTIVE once searchable, FAILED with a readable reason, OCR_PENDING while pages wait for OCR
 * (for instance over the organization's OCR balance).
 */
export const askDocsDocumentStatusSchema = sourceStatusSchema;
export type AskDocsDocumentStatus = z.infer<typeof askDocsDocumentStatusSchema>;

/** A document project as lists and its page show it. */
export const askDocsProjectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The caller's own star (favourites are personal, projects are the organization's). */
  isFavourite: z.boolean(),
  documentCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type AskDocsProject = z.infer<typeof askDocsProjectSchema>;

/** `ask-docs/create-project`. */
export const createAskDocsProjectRequestSchema = z.object({
  name: plainTextSchema(1, 120),
  description: plainTextSchema(0, 1000).optional(),
});
export type CreateAskDocsProjectRequest = z.infer<typeof createAskDocsProjectRequestSchema>;

/** `ask-docs/documents-projects?search=`: favourites first, then newest first. */
export const askDocsProjectsQuerySchema = z.object({
  search: z.string().trim().max(120).optional(),
});

export const askDocsProjectResponseSchema = z.object({ data: askDocsProjectSchema });
export const askDocsProjectsResponseSchema = z.object({ data: z.array(askDocsProjectSchema) });

/** `ask-docs/project-favorite/{id}`: sets the caller's star; without a body it toggles. */
export const askDocsProjectFavouriteRequestSchema = projectFavouriteRequestSchema;
export const askDocsProjectFavouriteResponseSchema = projectFavouriteResponseSchema;

/** A document of a project, with where its reading stands. */
export const askDocsDocumentSchema = z.object({
  _id: z.string(),
  projectId: z.string(),
  fileName: z.string(),
  kind: askDocsDocumentKindSchema,
  sizeBytes: z.number().int(),
  status: askDocsDocumentStatusSchema,
  /** Why it FAILED (or waits in OCR_PENDING), in words the user can act on; else null. */
  failureReason: z.string().nullable(),
  /** Pages once read; null before. */
  pageCount: z.number().int().nullable(),
  /** Pages read by OCR (counted against the organization's OCR balance). */
  ocrPages: z.number().int(),
  uploadedBy: z.string().nullable(),
  createdAt: timestampSchema,
  processedAt: timestampSchema.nullable(),
});
export type AskDocsDocument = z.infer<typeof askDocsDocumentSchema>;

/** `ask-docs/documents?projectId=`: the organization's documents, newest first. */
export const askDocsDocumentsQuerySchema = z.object({ projectId: idSchema.optional() });
export const askDocsDocumentsResponseSchema = z.object({ data: z.array(askDocsDocumentSchema) });

/** How a room's answers are written. */
export const askDocsAnswerStyles = ['concise', 'detailed', 'bullets'] as const;
export const askDocsAnswerStyleSchema = z.enum(askDocsAnswerStyles);
export type AskDocsAnswerStyle = z.infer<typeof askDocsAnswerStyleSchema>;

/** A template: an instruction and an answer style for a project's room, with a validity. */
export const askDocsTemplateSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** What answers should do, e.g. "Answer for a new employee; name the policy section." */
  instruction: z.string(),
  answerStyle: askDocsAnswerStyleSchema,
  /** First valid day (YYYY-MM-DD, UTC), inclusive; null for no start. */
  validFrom: z.string().nullable(),
  /** Last valid day (YYYY-MM-DD, UTC), inclusive; null for no end. */
  validUntil: z.string().nullable(),
  /** validUntil is in the past: connecting or using it answers TEMPLATE_EXPIRED. */
  expired: z.boolean(),
  /** validFrom is in the future: connecting or using it answers TEMPLATE_NOT_YET_VALID. */
  notYetValid: z.boolean(),
  favourite: z.boolean(),
  /** Whether the caller may change and delete it (its author, or `templates.manage`). */
  canEdit: z.boolean(),
  createdBy: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type AskDocsTemplate = z.infer<typeof askDocsTemplateSchema>;

/** `ask-docs/create-template` and `update-template/{id}` (the form sends every field). */
export const askDocsTemplateRequestSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Give the template a name.')
      .max(120, 'The name can be at most 120 characters.'),
    instruction: plainTextSchema(1, 2000),
    answerStyle: askDocsAnswerStyleSchema.default('concise'),
    /** The same validity fields as the rooms' templates (inclusive UTC days). */
    validFrom: templateRequestSchema.shape.validFrom,
    validUntil: templateRequestSchema.shape.validUntil,
  })
  .refine(
    (template) =>
      !template.validFrom || !template.validUntil || template.validFrom <= template.validUntil,
    { message: 'The validity must end on or after it starts.', path: ['validUntil'] },
  );
export type AskDocsTemplateRequest = z.infer<typeof askDocsTemplateRequestSchema>;

export const askDocsTemplateResponseSchema = z.object({ data: askDocsTemplateSchema });
export const askDocsTemplatesResponseSchema = z.object({ data: z.array(askDocsTemplateSchema) });
/** `ask-docs/make-template-favorite/{id}`: sets the caller's star. */
export const askDocsTemplateFavouriteRequestSchema = favouriteRequestSchema;

/** A project's room: where its questions are asked, with the template connected to it. */
export const askDocsRoomSchema = z.object({
  _id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  templateId: z.string().nullable(),
  /** The connected template as the caller sees it (its `expired` flag included), or null. */
  template: askDocsTemplateSchema.nullable(),
  createdBy: z.string().nullable(),
  createdAt: timestampSchema,
});
export type AskDocsRoom = z.infer<typeof askDocsRoomSchema>;
export const askDocsRoomResponseSchema = z.object({ data: askDocsRoomSchema });

/** `PUT ask-docs/room/{id}` (a room's id): connects a template; null disconnects it. */
export const connectAskDocsTemplateRequestSchema = z.object({ templateId: idSchema.nullable() });

/** Where a sentence of an answer comes from: a passage on a page of a document. */
export const askDocsCitationSchema = z.object({
  documentId: z.string(),
  fileName: z.string(),
  /** 1-based page number. */
  page: z.number().int().min(1),
  passageId: z.string(),
  snippet: z.string(),
});
export type AskDocsCitation = z.infer<typeof askDocsCitationSchema>;
export const askDocsCitationsSchema = z.array(askDocsCitationSchema);

/** A question asked in a project's room and its answer with citations. */
export const askDocsConversationSchema = z.object({
  _id: z.string(),
  roomId: z.string(),
  question: z.string(),
  answer: z.string(),
  citations: askDocsCitationsSchema,
  feedback: feedbackSchema.nullable(),
  feedbackReason: z.string().nullable(),
  createdAt: timestampSchema,
});
export type AskDocsConversation = z.infer<typeof askDocsConversationSchema>;

/**
 * `ask-docs/conversation/{id}?page=&pageSize=&before=` (a room's id): the caller's questions in
 * the room, page 1 the newest, each page oldest first (newest last). `before` (the oldest
 * conversation already loaded) makes the page the ones just older; a page after the first needs it.
 */
export const askDocsConversationsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
    before: idSchema.optional(),
  })
  .refine((query) => query.page === 1 || query.before !== undefined, {
    message: 'A page after the first needs `before`: the oldest conversation already loaded.',
    path: ['before'],
  });
export const askDocsConversationPageSchema = z.object({
  data: z.array(askDocsConversationSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});

/** Longest question accepted by `document-conversation`, in characters. */
export const ASK_DOCS_QUESTION_MAX = 2000;

/**
 * `POST ask-docs/document-conversation`: a question in a project's room (`roomId`), answered from
 * the project's ACTIVE documents; the answer is `askDocsConversationResponseSchema` (the saved
 * conversation, its citations in answer order). When nothing relevant is found the answer says so
 * and `citations` is empty.
 */
export const askDocsQuestionRequestSchema = z.object({
  roomId: idSchema,
  question: z
    .string()
    .trim()
    .min(1, 'Please type a question.')
    .max(
      ASK_DOCS_QUESTION_MAX,
      `Please keep the question under ${ASK_DOCS_QUESTION_MAX} characters.`,
    ),
});
export type AskDocsQuestionRequest = z.infer<typeof askDocsQuestionRequestSchema>;

/** `ask-docs/conversation-feedback/{id}`: LIKE, DISLIKE (with an optional reason) or null. */
export const askDocsFeedbackRequestSchema = conversationFeedbackRequestSchema;
export const askDocsConversationResponseSchema = z.object({ data: askDocsConversationSchema });

/** One section of the Ask Docs help: a heading, paragraphs and an optional list. */
export const askDocsGuideSectionSchema = z.object({
  id: z.string(),
  heading: z.string(),
  paragraphs: z.array(z.string()),
  items: z.array(z.string()),
});

/** `ask-docs/user_guide`: the help shown on the Ask Docs screen, as structured sections. */
export const askDocsUserGuideSchema = z.object({
  title: z.string(),
  sections: z.array(askDocsGuideSectionSchema),
  /** The figures the sections quote, for the upload form. */
  limits: z.object({
    maxUploadMb: z.number(),
    kinds: z.array(
      z.object({
        kind: askDocsDocumentKindSchema,
        label: z.string(),
        extensions: z.array(z.string()),
        isImage: z.boolean(),
      }),
    ),
  }),
});
export type AskDocsUserGuide = z.infer<typeof askDocsUserGuideSchema>;
export const askDocsUserGuideResponseSchema = z.object({ data: askDocsUserGuideSchema });
