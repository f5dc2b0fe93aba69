import type { JobMap, JobName, JobQueue, SendOptions } from '../../jobs/types';

/** A job a queue was given. */
export interface SentJob {
  name: JobName;
  data: JobMap[JobName];
  singletonKey: string | undefined;
}

/**
 * A job queue that only records what it is sent: what the scheduler sends, counted without
 * running it. A job sent in a transaction is recorded once its sender says the transaction has
 * committed. `failNext` makes the next sends throw, as a queue whose database is away would.
 */
export function recordingQueue(): JobQueue & { sent: SentJob[]; failNext(count: number): void } {
  const sent: SentJob[] = [];
  let failures = 0;
  const refuse = () => {
    if (failures === 0) return;
    failures -= 1;
    throw new Error('queue unavailable');
  };
  return {
    kind: 'immediate',
    sent,
    failNext(count) {
      failures = count;
    },
    async send(name, data, options: SendOptions = {}) {
      refuse();
      sent.push({ name, data, singletonKey: options.singletonKey });
    },
    async sendInTransaction(_tx, name, data, options: SendOptions = {}) {
      refuse();
      return async () => {
        sent.push({ name, data, singletonKey: options.singletonKey });
      };
    },
    async work() {},
    async stop() {},
  };
}
