import {
  type AskResult,
  askResultSchema,
  type KnowledgeUsed,
  knowledgeUsedSchema,
  type PublicConnection,
  publicConnectionSchema,
  type StructuredQuery,
  semanticModelSchema,
  structuredQuerySchema,
} from '@tabletalk/contracts';
import {
  answered,
  DECLINED,
  revenueByRegion,
  SALES_COLUMNS,
  salesModel,
  totalRevenue,
} from './answers';
import type { OrgSeed, Person, SeedContext } from './context';
import { at, DAY, json, uuid } from './rows';

/** Projects, sources with their knowledge, rooms with their questions, templates and usage. */

export interface SeededSource {
  id: string;
  table: string;
  name: string;
}

export interface SeededConversation {
  id: string;
  sourceId: string;
  result: AskResult;
}

/** The organization's projects (one more than its scale), the first a favourite. */
export function seedProjects(ctx: SeedContext, org: OrgSeed): string[] {
  const projects = Array.from({ length: org.plan.scale + 1 }, (_, i) => {
    const id = uuid();
    ctx.rows.add('projects', {
      id,
      org_id: org.id,
      team_id: i === 1 && org.financeId ? org.financeId : org.teamId,
      created_by: org.owner.id,
      name: ['Sales', 'Finance', 'Operations'][i] ?? `Project ${i}`,
      deleted_at: null,
      created_at: at(-45 * DAY + i),
      updated_at: at(-10 * DAY + i),
    });
    return id;
  });
  ctx.rows.add('project_favourites', {
    user_id: org.owner.id,
    project_id: projects[0],
    created_at: at(-20 * DAY),
  });
  return projects;
}

/** A warehouse connection as stored (its password encrypted apart, in `secrets`). */
const WAREHOUSE: PublicConnection = {
  type: 'POSTGRESQL',
  host: 'warehouse.northwind.example',
  port: 5432,
  database: 'analytics',
  user: 'tabletalk_reader',
  ssl: 'require',
  schema: 'public',
};

/** A loaded file (CSV or a sheet) or, for the database, the warehouse connection. */
function sourceShape(id: string, table: string, i: number, database: boolean) {
  if (database) {
    return {
      type: 'POSTGRESQL',
      connection: json(publicConnectionSchema, WAREHOUSE),
      secrets: `v1.${Buffer.from(uuid()).toString('base64url')}`,
    };
  }
  const sheet = i % 2 === 1;
  return {
    type: sheet ? 'XLS' : 'CSV',
    original_filename: `${table}.${sheet ? 'xlsx' : 'csv'}`,
    sheet_name: sheet ? 'Orders' : null,
    file_path: `sources/${id}/${table}.${sheet ? 'xlsx' : 'csv'}`,
    duckdb_path: `sources/${id}/data.duckdb`,
  };
}

/** The name of each organization's failed load (listed with its sources). */
export const FAILED_SOURCE = 'Budget 2026';

/** A load that failed, with its reason, and a source deleted since. */
function seedLeftoverSources(ctx: SeedContext, org: OrgSeed, projectId: string): void {
  ctx.rows.add('sources', {
    id: uuid(),
    org_id: org.id,
    team_id: org.teamId,
    project_id: projectId,
    created_by: org.owner.id,
    name: FAILED_SOURCE,
    type: 'XLS',
    status: 'FAILED',
    reason: 'The file is not a spreadsheet Tabletalk can read (it is password-protected).',
    original_filename: 'budget-2026.xlsx',
    attempts: 2,
    progress: 0.2,
    created_at: at(-2 * DAY),
    updated_at: at(-2 * DAY),
  });
  ctx.rows.add('sources', {
    id: uuid(),
    org_id: org.id,
    project_id: projectId,
    created_by: org.owner.id,
    name: 'Old export',
    type: 'CSV',
    status: 'ACTIVE',
    table_name: 'old_export',
    deleted_at: at(-4 * DAY),
    created_at: at(-30 * DAY),
    updated_at: at(-4 * DAY),
  });
}

/**
 * Active sources with two knowledge versions each (the first organization's last is a database),
 * and the leftovers of a failed load and a deletion. Returns the active ones.
 */
export function seedSources(ctx: SeedContext, org: OrgSeed, projects: string[]): SeededSource[] {
  const count = org.plan.scale + 1;
  const sources = Array.from({ length: count }, (_, i): SeededSource => {
    const id = uuid();
    const table = i === 0 ? 'sales' : `sales_${2023 + i}`;
    const database = org.index === 0 && i === count - 1;
    const fileName = i === 0 ? 'Sales 2025' : `Sales archive ${2023 + i}`;
    const name = database ? 'Warehouse' : fileName;
    ctx.rows.add('sources', {
      id,
      org_id: org.id,
      team_id: org.teamId,
      project_id: projects[i % projects.length],
      created_by: org.owner.id,
      name,
      status: 'ACTIVE',
      reason: null,
      is_sample: i === 1 && org.index > 0,
      table_name: table,
      row_count: 1_200 + i * 311,
      column_count: SALES_COLUMNS.length,
      columns: JSON.stringify(SALES_COLUMNS),
      headers: JSON.stringify(SALES_COLUMNS.map((column) => column.name)),
      size_bytes: 84_213 + i * 10_007,
      progress: 1,
      attempts: 1,
      last_refreshed_at: at(-DAY + i),
      deleted_at: null,
      created_at: at(-40 * DAY + i),
      updated_at: at(-DAY + i),
      ...sourceShape(id, table, i, database),
    });
    for (const version of [1, 2]) {
      ctx.rows.add('source_models', {
        id: uuid(),
        source_id: id,
        version,
        model: json(semanticModelSchema, salesModel(table, version, at(-DAY + version))),
        created_at: at(-(3 - version) * DAY),
      });
    }
    return { id, table, name };
  });
  seedLeftoverSources(ctx, org, projects[0] ?? '');
  return sources;
}

/** A liked answer kept as an example of its source. */
function seedExample(
  ctx: SeedContext,
  org: OrgSeed,
  room: { source: SeededSource; member: Person },
  conversationId: string,
  query: StructuredQuery,
): void {
  ctx.rows.add('query_examples', {
    id: uuid(),
    org_id: org.id,
    source_id: room.source.id,
    conversation_id: conversationId,
    question: `revenue by region (${room.member.givenName})`,
    normalized: `revenue by region ${room.member.givenName.toLowerCase()}`,
    structured_query: json(structuredQuerySchema, query),
    created_by: room.member.id,
    created_at: at(5),
  });
}

/** The `q`-th question of a room: revenue by region, a total, now and then one declined. */
function seedQuestion(
  ctx: SeedContext,
  org: OrgSeed,
  room: { id: string; source: SeededSource; member: Person },
  q: number,
): SeededConversation {
  const total = q % 3 === 2;
  const query = total ? totalRevenue(room.source.table) : revenueByRegion(room.source.table);
  const result = q % 7 === 6 ? DECLINED : answered(query, q);
  const knowledge: KnowledgeUsed = {
    example: q % 4 === 1 ? { question: 'revenue by region' } : null,
    synonyms: [{ word: 'sales', target: 'Revenue', table: room.source.table, column: 'revenue' }],
    glossary: [],
  };
  const feedback = ['LIKE', 'DISLIKE', null, null, null][q % 5];
  const id = uuid();
  ctx.rows.add('conversations', {
    id,
    org_id: org.id,
    room_id: room.id,
    source_id: room.source.id,
    asked_by: room.member.id,
    query_id: uuid(),
    text: total ? 'total revenue in august' : 'revenue by region',
    result: json(askResultSchema, result),
    template_id: null,
    used_example: q % 4 === 1,
    hide: q === 3,
    feedback,
    feedback_reason: feedback === 'DISLIKE' ? 'Wrong column for revenue' : null,
    favourite: q === 0,
    description: result.answer?.description ?? null,
    data_refreshed_at: at(q),
    created_at: at(q * 3),
    knowledge_used: json(knowledgeUsedSchema, knowledge),
  });
  if (q === 0) seedExample(ctx, org, room, id, query);
  return { id, sourceId: room.source.id, result };
}

/** A room per member on one of the sources, with questions; returns rooms and questions. */
export function seedRooms(ctx: SeedContext, org: OrgSeed, sources: SeededSource[]) {
  const conversations: SeededConversation[] = [];
  const rooms: { name: string; member: Person }[] = [];
  org.people.forEach((member, i) => {
    const source = sources[i % sources.length];
    if (!source) return;
    const id = uuid();
    const name = `${member.givenName}'s questions on ${source.name}`;
    ctx.rows.add('rooms', {
      id,
      org_id: org.id,
      team_id: org.teamId,
      source_id: source.id,
      created_by: member.id,
      name,
      last_question_at: at(30 + i),
      deleted_at: null,
      created_at: at(-10 * DAY),
      updated_at: at(30 + i),
    });
    rooms.push({ name, member });
    const pointer = { user_id: member.id, org_id: org.id, updated_at: at(30) };
    ctx.rows.add('active_rooms', { ...pointer, room_id: id });
    ctx.rows.add('selected_sources', { ...pointer, source_id: source.id });
    if (i % 2 === 0) ctx.rows.add('room_favourites', { user_id: member.id, room_id: id });
    for (let q = 0; q < 5 * org.plan.scale; q += 1) {
      conversations.push(seedQuestion(ctx, org, { id, source, member }, q));
    }
  });
  return { rooms, conversations };
}

/** A question template of the first source, a favourite of its author. */
export function seedTemplates(ctx: SeedContext, org: OrgSeed, sources: SeededSource[]): void {
  const id = uuid();
  ctx.rows.add('templates', {
    id,
    org_id: org.id,
    source_id: sources[0]?.id ?? null,
    created_by: org.owner.id,
    title: 'Monthly revenue review',
    text: 'What was the revenue by region in {month}?',
    valid_from: '2025-01-01',
    valid_until: null,
    created_at: at(-9 * DAY),
    updated_at: at(-9 * DAY),
  });
  ctx.rows.add('template_favourites', { user_id: org.owner.id, template_id: id, created_at: at() });
}
