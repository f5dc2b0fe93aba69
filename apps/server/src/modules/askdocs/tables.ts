import {
  type AskDocsAnswerStyle,
  type AskDocsDocumentKind,
  type AskDocsDocumentStatus,
  askDocsCitationsSchema,
} from '@tabletalk/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, teams, users } from '../../core/identity/tables';
import { at, createdAt, id } from '../../db/columns';
import { parsedJsonb } from '../../db/parsed-jsonb';
import { SEARCH_CONFIGURATION } from './search-configuration';

/**
 * A document project: a group of documents asked together. Projects are the organization's
 * (like the data sources' projects); `teamId` records the team it was created in.
 */
export const askDocProjects = pgTable(
  'askdoc_projects',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('askdoc_projects_org_idx').on(t.orgId, t.createdAt)],
);

/** A user's favourite document projects (the star is theirs, the project the organization's). */
export const askDocProjectFavourites = pgTable(
  'askdoc_project_favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => askDocProjects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] })],
);

/**
 * An uploaded document of a project. `storagePath` is server-generated under DATA_DIR, never
 * the client's name; `fileName` is what the user called it (shown, and given on download).
 */
export const askDocDocuments = pgTable(
  'askdoc_documents',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => askDocProjects.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    kind: text('kind').$type<AskDocsDocumentKind>().notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storagePath: text('storage_path').notNull(),
    status: text('status').$type<AskDocsDocumentStatus>().notNull().default('PENDING'),
    /** Why it FAILED or waits in OCR_PENDING, in words the user can act on. */
    failureReason: text('failure_reason'),
    pageCount: integer('page_count'),
    /** Pages read by OCR, counted against the organization's OCR balance. */
    ocrPages: integer('ocr_pages').notNull().default(0),
    /** The title the document declares (PDF /Title, DOCX title, HTML <title>, a # heading). */
    title: text('title'),
    /** Runs of the current processing (`askdocs.process` attempts); reset when it is re-queued. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * The run that holds the processing: only its writes land, so a run superseded by a re-queue
     * (or a duplicate job) changes nothing. Null when no run holds it.
     */
    claimId: uuid('claim_id'),
    claimedAt: at('claimed_at'),
    createdAt: createdAt(),
    processedAt: at('processed_at'),
  },
  (t) => [
    index('askdoc_documents_project_idx').on(t.orgId, t.projectId, t.createdAt),
    index('askdoc_documents_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The text of each page of a document, as extraction (or OCR) read it: kept so the search index
 * can be rebuilt without reading the file again, and so a citation can show its page's text.
 * Re-processing replaces a document's pages; they go with the document (cascade).
 */
export const askDocPages = pgTable(
  'askdoc_pages',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => askDocDocuments.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** 1-based, as the reader of the document counts pages. */
    page: integer('page').notNull(),
    text: text('text').notNull(),
    /** Where the text came from: the file's own text, or OCR of the page's image. */
    source: text('source', { enum: ['text', 'ocr'] }).notNull(),
    /** No text layer worth the name: the page waits for OCR (its `text` is what little there is). */
    needsOcr: boolean('needs_ocr').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.page] })],
);

/**
 * A saved instruction and answer style for a project's room, shared within the organization,
 * with an optional validity period (inclusive UTC days, as the rooms' templates).
 */
export const askDocTemplates = pgTable(
  'askdoc_templates',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    instruction: text('instruction').notNull(),
    answerStyle: text('answer_style').$type<AskDocsAnswerStyle>().notNull().default('concise'),
    /** Calendar dates (YYYY-MM-DD), inclusive. */
    validFrom: text('valid_from'),
    validUntil: text('valid_until'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('askdoc_templates_org_idx').on(t.orgId, t.createdAt)],
);

/** A user's favourite Ask Docs templates. */
export const askDocTemplateFavourites = pgTable(
  'askdoc_template_favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id')
      .notNull()
      .references(() => askDocTemplates.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.templateId] })],
);

/**
 * A project's room: one per project, opened (created) the first time someone opens it; it holds
 * the connected template. Each member's questions in it are their own.
 */
export const askDocRooms = pgTable(
  'askdoc_rooms',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => askDocProjects.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** A deleted template leaves the room without one. */
    templateId: uuid('template_id').references(() => askDocTemplates.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('askdoc_rooms_project_idx').on(t.projectId)],
);

/** A question asked in a project's room, its answer and the passages it cites. */
export const askDocConversations = pgTable(
  'askdoc_conversations',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => askDocRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** [{documentId, fileName, page, passageId, snippet}], checked on every read. */
    citations: parsedJsonb('citations', askDocsCitationsSchema).notNull(),
    feedback: text('feedback', { enum: ['LIKE', 'DISLIKE'] }),
    feedbackReason: text('feedback_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('askdoc_conversations_room_idx').on(t.roomId, t.userId, t.createdAt, t.id)],
);

/** PostgreSQL's `tsvector`, read back as its text form (the search reads it through SQL only). */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * A passage of a document in an Ask Docs project: a run of sentences from one page, in reading
 * order (`position` within the document), with the document's title beside it so a title match
 * counts for every passage of the document. `search` is the full-text index: the title weighted
 * 'A', the text 'D', English stemming with hyphenated words read as their parts
 * (`SEARCH_CONFIGURATION`); generated by the database so it always matches the text.
 * Deleting the document or its project deletes its passages.
 */
export const askdocPassages = pgTable(
  'askdoc_passages',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => askDocProjects.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => askDocDocuments.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** Words in the text and in the title: the lengths BM25 normalises by. */
    textWords: integer('text_words').notNull(),
    titleWords: integer('title_words').notNull(),
    /** Words in all the document's passages (overlaps counted): its length as a whole. */
    documentWords: integer('document_words').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector(${SEARCH_CONFIGURATION}, "title"), 'A') || setweight(to_tsvector(${SEARCH_CONFIGURATION}, "text"), 'D')`,
      ),
    createdAt: createdAt(),
  },
  (t) => [
    index('askdoc_passages_project_idx').on(t.orgId, t.projectId),
    index('askdoc_passages_document_idx').on(t.documentId, t.position),
    index('askdoc_passages_search_idx').using('gin', t.search),
  ],
);

/**
 * A passage's embedding by the configured embedding model (LLM_EMBEDDING_MODEL), for the search's
 * ranking by meaning; `model` names the model, so vectors of another model are never compared.
 * Written after the document is indexed; a passage whose embedding failed simply has none.
 * Re-indexing or deleting the passage deletes it.
 */
export const askdocPassageEmbeddings = pgTable(
  'askdoc_passage_embeddings',
  {
    passageId: uuid('passage_id')
      .primaryKey()
      .references(() => askdocPassages.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => askDocProjects.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    vector: real('vector').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('askdoc_passage_embeddings_project_idx').on(t.orgId, t.projectId, t.model, t.passageId),
  ],
);
