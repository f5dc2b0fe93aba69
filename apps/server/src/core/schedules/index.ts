export { nextSlot } from './next-slot';
export { removeSchedule } from './remove-schedule';
export { runDueSchedules } from './run-due-schedules';
export { type Scheduler, startScheduler } from './scheduler';
export { type Schedule, type SetScheduleOptions, setSchedule } from './set-schedule';
export * from './tables';
export type { ScheduleContext, SchedulerContext } from './types';
