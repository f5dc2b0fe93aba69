import type { AppContext } from '../../context';

/** What setting and removing schedules need: the database (or a transaction) and the clock. */
export type ScheduleContext = Pick<AppContext, 'db' | 'now'>;

/** What running due schedules needs: the database, the job queue and a log. */
export type SchedulerContext = Pick<AppContext, 'db' | 'jobs' | 'log'>;
