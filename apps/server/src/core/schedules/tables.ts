import { scheduleFrequencySchema } from '@tabletalk/contracts';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from '../../db/columns';
import { parsedJsonb } from '../../db/parsed-jsonb';
import type { JobMap, JobName } from '../../jobs/types';
import { organizations } from '../identity/tables';

/**
 * Work that runs on a schedule (a dashboard's refresh, a report, an alert's check): which job it
 * sends with which data, how often, and the slot it runs at next. One row per job and key (the
 * dashboard, report or alert it is for). A slot is claimed by one conditional update that moves
 * `next_run_at` on, so it runs once however many scheduler processes look at it.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    job: text('job').$type<JobName>().notNull(),
    /** What the schedule is for, unique per job: a dashboard id, an alert id… */
    key: text('key').notNull(),
    /** The job's data, typed by `setSchedule` from the job's name. */
    data: jsonb('data').$type<JobMap[JobName]>().notNull(),
    /** Never `off`: turning a schedule off removes its row. */
    frequency: parsedJsonb('frequency', scheduleFrequencySchema).notNull(),
    nextRunAt: at('next_run_at').notNull(),
    /** When its latest slot was sent (a slot missed during downtime is sent when it is found). */
    lastRunAt: at('last_run_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('schedules_job_key_idx').on(t.job, t.key),
    index('schedules_next_run_idx').on(t.nextRunAt),
  ],
);
