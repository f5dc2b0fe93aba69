import { z } from 'zod';
import { answerColumnSchema, chartSpecSchema, knowledgeUsedSchema } from './answer';
import { idSchema, plainTextSchema, timestampSchema } from './common';
import { displayKindSchema, feedbackSchema } from './enums';
import { askResultSchema } from './questions';
import { structuredQuerySchema } from './structured-query';

/**
 * Rooms, conversations and templates: the `db/` calls of a chat room over one data source.
 * Lists answer `{ data }`; `db/create-room` answers the room itself (`{ "_id", ... }`).
 */

/** A chat room over one data source. */
export const roomSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sourceId: z.string(),
  sourceName: z.string(),
  /** The source was deleted: the room keeps its history but accepts no new question. */
  sourceDeleted: z.boolean(),
  favourite: z.boolean(),
  createdBy: z.string(),
  createdAt: timestampSchema,
  /** When the last question was asked; null for a room without one. */
  lastQuestionAt: timestampSchema.nullable(),
  conversationCount: z.number().int(),
});
export type Room = z.infer<typeof roomSchema>;

export const createRoomRequestSchema = z.object({
  sourceId: idSchema,
  name: z.string().trim().min(1).max(120),
});
export type CreateRoomRequest = z.infer<typeof createRoomRequestSchema>;

export const updateRoomRequestSchema = z.object({ name: z.string().trim().min(1).max(120) });
export const favouriteRequestSchema = z.object({ favourite: z.boolean() });

/** `db/all-user-rooms?search=`: the user's rooms, favourites first, then most recently used. */
export const roomsQuerySchema = z.object({ search: z.string().trim().max(120).optional() });
/** `db/user-rooms?source=`: the rooms of one source. */
export const sourceRoomsQuerySchema = z.object({ source: idSchema });
/** `db/room_by_id_source?room=` or `?source=` (the source's most recent room, or null). */
export const roomByIdSourceQuerySchema = z
  .object({ room: idSchema.optional(), source: idSchema.optional() })
  .refine((query) => Boolean(query.room ?? query.source), {
    message: 'Give a room or a source.',
  });

export const roomResponseSchema = z.object({ data: roomSchema });
export const optionalRoomResponseSchema = z.object({ data: roomSchema.nullable() });
export const roomsResponseSchema = z.object({ data: z.array(roomSchema) });

/**
 * `db/user-session`: the room and source the user was last in (without an active room, the
 * source they last selected). `db/get-active-chat` answers the room alone
 * (`optionalRoomResponseSchema`).
 */
export const userSessionSchema = z.object({
  roomId: z.string().nullable(),
  sourceId: z.string().nullable(),
  room: roomSchema.nullable(),
});
export type UserSession = z.infer<typeof userSessionSchema>;
export const userSessionResponseSchema = z.object({ data: userSessionSchema });

/** What the user edited on the chart of an answer (`db/update-graph/{id}`). */
export const chartTypes = ['bar', 'horizontal-bar', 'line', 'area', 'donut', 'scatter'] as const;
export const chartTypeSchema = z.enum(chartTypes);
export type ChartType = z.infer<typeof chartTypeSchema>;

export const updateGraphRequestSchema = z
  .object({
    chartType: chartTypeSchema.optional(),
    /** Result column names for the axes; must be columns of the answer. */
    x: z.string().optional(),
    y: z.string().optional(),
    /** A CSS colour (#rgb, #rrggbb or a named colour) for the marks. */
    color: z
      .string()
      .regex(/^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-zA-Z]{3,20})$/)
      .optional(),
    title: z.string().trim().max(200).optional(),
  })
  .refine((edit) => Object.values(edit).some((value) => value !== undefined), {
    message: 'Change at least one of chart type, axes, colour or title.',
  });
export type UpdateGraphRequest = z.infer<typeof updateGraphRequestSchema>;

/** A question and its answer, stored in a room. */
export const conversationSchema = z.object({
  _id: z.string(),
  roomId: z.string(),
  query: z.object({ _id: z.string(), text: z.string() }),
  /** How the question went, with the answer when there is one (question-engine issue). */
  answer: askResultSchema,
  hide: z.boolean(),
  feedback: feedbackSchema.nullable(),
  feedbackReason: z.string().nullable(),
  favourite: z.boolean(),
  /** The template the question was filled from, if any. */
  templateId: z.string().nullable(),
  /** Whether a liked example of the source's knowledge shaped this answer. */
  usedExample: z.boolean(),
  /**
   * The examples, synonyms and glossary entries that applied; empty lists (and a null example)
   * for answers stored before this was kept.
   */
  knowledgeUsed: knowledgeUsedSchema,
  /** When the source's data was last loaded or refreshed, as of the answer. */
  dataRefreshedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type Conversation = z.infer<typeof conversationSchema>;

/** `db/init-conversation?text=&id=<sourceId>&room=<roomId>`: ask in a room and store it. */
export const initConversationQuerySchema = z.object({
  text: plainTextSchema(1, 1000),
  id: idSchema,
  room: idSchema,
});

/**
 * `POST db/conversation`: ask in a room with more than words — a picked reading or an edited
 * filter chip (`structuredQuery`), edited SQL (`sql`, through the same guard), or a template
 * (`templateId` with `values` for its placeholders). `text` is what the thread shows.
 */
export const askInRoomRequestSchema = z.object({
  room: idSchema,
  text: plainTextSchema(1, 1000).optional(),
  structuredQuery: structuredQuerySchema.optional(),
  sql: plainTextSchema(1, 20_000).optional(),
  templateId: idSchema.optional(),
  values: z.record(z.string(), z.string().max(200)).optional(),
});
export type AskInRoomRequest = z.infer<typeof askInRoomRequestSchema>;

export const conversationResponseSchema = z.object({ data: conversationSchema });

/**
 * `db/all-conversation?room=&page=&before=`: a room's history, page 1 the newest, each page oldest
 * first. `before` (the oldest conversation already loaded, hidden ones allowed) makes the page the
 * conversations just older than it, so hiding or deleting loaded ones skips nothing; `page` only
 * numbers the page in the answer, so a page after the first needs `before`. A `before` that is not
 * a conversation of the room answers 404.
 */
export const conversationsQuerySchema = z
  .object({
    room: idSchema,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
    before: idSchema.optional(),
  })
  .refine((query) => query.page === 1 || query.before !== undefined, {
    message: 'A page after the first needs `before`: the oldest conversation already loaded.',
    path: ['before'],
  });
export const conversationPageSchema = z.object({
  data: z.array(conversationSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
  /** Whether the room's source is an uploaded file (CSV, Excel) rather than a live database. */
  isFile: z.boolean(),
});

/** `db/user-queries?source=`: the user's recent distinct questions, newest first, for reuse. */
export const userQueriesQuerySchema = z.object({ source: idSchema.optional() });
export const userQueriesResponseSchema = z.object({
  data: z.array(z.object({ text: z.string(), askedAt: timestampSchema })),
});

/** `db/visualization/{id}`: the chart of one conversation with the data it draws. */
export const visualizationResponseSchema = z.object({
  data: z.object({
    chart: chartSpecSchema.nullable(),
    displayKind: displayKindSchema,
    columns: z.array(answerColumnSchema),
    rows: z.array(z.array(z.unknown())),
  }),
});

export const hideConversationRequestSchema = z.object({ hide: z.boolean() });
/** `PUT db/hide-conversation`: hide every conversation of a room (clear the thread). */
export const hideRoomConversationsRequestSchema = z.object({ room: idSchema });

export const conversationFeedbackRequestSchema = z.object({
  /** null clears the feedback. */
  feedback: feedbackSchema.nullable(),
  /** Why the answer was wrong (DISLIKE only, optional). */
  reason: z.string().trim().max(500).optional(),
});

/**
 * `db/conversation-feedback/{id}`: the conversation with its feedback, and whether a LIKE kept it
 * as an example of the source's knowledge (only an answer with a structured query can be one).
 */
export const conversationFeedbackResponseSchema = z.object({
  data: conversationSchema,
  savedAsExample: z.boolean(),
});

export const descriptiveResponseSchema = z.object({ data: z.object({ description: z.string() }) });

/** How a template's `{name}` placeholders are found and filled, shared by server and web. */
export * from './template-placeholders';

/** A saved question with `{placeholders}` and an optional validity period. */
export const templateSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** The question, e.g. "total revenue in {region} for {year}". */
  text: z.string(),
  placeholders: z.array(z.string()),
  /** The source it was written for; null for any source. */
  sourceId: z.string().nullable(),
  /** First valid day (YYYY-MM-DD, UTC), inclusive; null for no start. */
  validFrom: timestampSchema.nullable(),
  /** Last valid day (YYYY-MM-DD, UTC), inclusive; null for no end. */
  validUntil: timestampSchema.nullable(),
  /** validUntil is in the past: using it answers TEMPLATE_EXPIRED. */
  expired: z.boolean(),
  /** validFrom is in the future: using it answers TEMPLATE_NOT_YET_VALID. */
  notYetValid: z.boolean(),
  favourite: z.boolean(),
  /** Whether the requesting user may change and delete it (its author, or `templates.manage`). */
  canEdit: z.boolean(),
  createdBy: z.string(),
  createdAt: timestampSchema,
});
export type Template = z.infer<typeof templateSchema>;

export const templateRequestSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Give the template a name.')
      .max(120, 'The name can be at most 120 characters.'),
    text: z
      .string()
      .trim()
      .min(1, 'Write the question.')
      .max(1000, 'The question can be at most 1,000 characters.'),
    /** The source it is written for; null or left out for any source. */
    sourceId: idSchema.nullable().optional(),
    validFrom: z.iso.date('Enter a date (YYYY-MM-DD).').nullable().optional(),
    validUntil: z.iso.date('Enter a date (YYYY-MM-DD).').nullable().optional(),
  })
  .refine(
    (template) =>
      !template.validFrom || !template.validUntil || template.validFrom <= template.validUntil,
    { message: 'The validity must end on or after it starts.', path: ['validUntil'] },
  );
export type TemplateRequest = z.infer<typeof templateRequestSchema>;

export const templatesQuerySchema = z.object({ source: idSchema.optional() });
export const templateResponseSchema = z.object({ data: templateSchema });
export const templatesResponseSchema = z.object({ data: z.array(templateSchema) });
