import { type StructuredQuery, structuredQuerySchema } from '@tabletalk/contracts';
import type { Example } from '@tabletalk/nlq';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { fromJsonText } from '../../../db/parsed-jsonb';
import { isUuid, type SourceRow, sources } from '../../sources';
import { visibleRooms } from '../rooms.policy';
import { rooms } from '../tables';
import { MAX_EXAMPLES } from '../thread';

/** Everything asking in a room reads from the app database before the engine runs. */
export interface QuestionContext {
  room: { id: string; sourceId: string; sourceDeletedAt: Date | null };
  /** The source asked (the room's own unless another was picked), when live in the organization. */
  source: SourceRow | null;
  /** Whether the source asked was deleted (the room then answers with the spec's message). */
  sourceDeleted: boolean;
  /** The version of the source's current knowledge; null before it is built. */
  modelVersion: number | null;
  /** The structured query a follow-up refines: the room's last answer (sure or unsure) about this source. */
  previous: StructuredQuery | null;
  /** The source's liked examples, newest first, as the engine matches them. */
  examples: Example[];
}

const asked = alias(sources, 'asked');

const exampleSchema = z.object({ question: z.string(), structuredQuery: structuredQuerySchema });

/*
 * Inside `sql`, Drizzle writes columns unqualified, so the subqueries name their tables. They all
 * key on the asked source ("asked"."id"): a left join, null when that source is not live.
 */
const modelVersion = sql<
  number | null
>`(select max(m.version) from "source_models" m where m.source_id = "asked"."id")`;

const previousQuery = sql<StructuredQuery | null>`(
  select c.result->'answer'->'structuredQuery' from "conversations" c
  where c.room_id = "rooms"."id" and c.org_id = "rooms"."org_id" and c.source_id = "asked"."id"
    and not c.hide and c.result->>'status' in ('answered', 'unsure')
    and jsonb_typeof(c.result->'answer'->'structuredQuery') = 'object'
  order by c.created_at desc, c.id desc limit 1)`.mapWith((value): StructuredQuery | null => {
  // A stored query this version cannot read is no follow-up context; the question still runs.
  const read = structuredQuerySchema.safeParse(fromJsonText(value));
  return read.success ? read.data : null;
});

const likedExamples = sql<Example[]>`(
  select coalesce(json_agg(json_build_object('question', e.question,
    'structuredQuery', e.structured_query) order by e.created_at desc), '[]'::json)
  from (select question, structured_query, created_at from "query_examples" x
        where x.org_id = "rooms"."org_id" and x.source_id = "asked"."id"
        order by x.created_at desc limit ${sql.raw(String(MAX_EXAMPLES))}) e)`.mapWith(
  (value): Example[] => {
    const stored = fromJsonText(value);
    // An example this version cannot read is left out; the others still guide the engine.
    return (Array.isArray(stored) ? stored : []).flatMap((item) => {
      const read = exampleSchema.safeParse(item);
      return read.success ? [read.data] : [];
    });
  },
);

/**
 * Reads, in one query, what a question in one of the user's rooms needs: the room and whether its
 * source was deleted, the source asked with its knowledge version, the room's previous query and
 * the source's liked examples. Null when the room is not the user's (or does not exist). The
 * caller checks them in the order the spec gives.
 */
export async function findQuestionContext(
  db: Db,
  options: { orgId: string; userId: string; roomId: string; sourceId?: string },
): Promise<QuestionContext | null> {
  if (!isUuid(options.roomId)) return null;
  const askedId = options.sourceId && isUuid(options.sourceId) ? options.sourceId : null;
  if (options.sourceId && !askedId) return null;
  const askedSourceId = askedId ? sql`${askedId}::uuid` : sql`"rooms"."source_id"`;
  const [row] = await db
    .select({
      room: { id: rooms.id, sourceId: rooms.sourceId, sourceDeletedAt: sources.deletedAt },
      source: asked,
      sourceDeleted: sql<boolean>`exists (select 1 from "sources" d where d.id = ${askedSourceId}
        and d.org_id = ${options.orgId} and d.deleted_at is not null)`,
      modelVersion,
      previous: previousQuery,
      examples: likedExamples,
    })
    .from(rooms)
    .innerJoin(sources, eq(sources.id, rooms.sourceId))
    .leftJoin(
      asked,
      and(eq(asked.id, askedSourceId), eq(asked.orgId, options.orgId), isNull(asked.deletedAt)),
    )
    .where(and(eq(rooms.id, options.roomId), visibleRooms(options)))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    modelVersion: row.modelVersion === null ? null : Number(row.modelVersion),
    examples: row.examples ?? [],
  };
}
