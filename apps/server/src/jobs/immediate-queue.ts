import type { Logger } from 'pino';
import type { JobHandlers, JobQueue } from './types';

/**
 * Runs each job in-process as soon as it is sent, retrying failures up to `attempts` times without
 * waiting. For tests and one-off scripts: the same handlers as the worker, without the queue.
 */
export function createImmediateQueue(log: Logger, attempts = 3): JobQueue {
  let handlers: JobHandlers | null = null;
  return {
    kind: 'immediate',
    async send(name, data) {
      if (!handlers) throw new Error(`No worker registered for job ${name}`);
      const handler = handlers[name] as (d: unknown) => Promise<void>;
      for (let attempt = 1; ; attempt += 1) {
        try {
          await handler(data);
          return;
        } catch (error) {
          log.warn({ err: error, job: name, attempt }, 'job failed');
          if (attempt >= attempts) throw error;
        }
      }
    },
    async work(next) {
      handlers = next;
    },
    async stop() {},
  };
}
