import type { Logger } from 'pino';
import type { JobHandlers, JobName, JobQueue } from './types';

/**
 * Runs each job in-process as soon as it is sent (one sent in a transaction, when its caller says
 * the transaction has committed), retrying failures up to `attempts` times without waiting. For tests and one-off scripts: the same handlers as the worker, without the queue.
 */
export function createImmediateQueue(log: Logger, attempts = 3): JobQueue {
  let handlers: JobHandlers | null = null;
  const handlerOf = (name: JobName) => {
    if (!handlers) throw new Error(`No worker registered for job ${name}`);
    return handlers[name] as (d: unknown) => Promise<void>;
  };
  const run = async (name: JobName, data: unknown) => {
    const handler = handlerOf(name);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await handler(data);
        return;
      } catch (error) {
        log.warn({ err: error, job: name, attempt }, 'job failed');
        if (attempt >= attempts) throw error;
      }
    }
  };
  return {
    kind: 'immediate',
    send: (name, data) => run(name, data),
    async sendInTransaction(_tx, name, data) {
      handlerOf(name);
      // Run once the transaction has committed: its handler reads the database from outside it.
      return () => run(name, data);
    },
    async work(next) {
      handlers = next;
    },
    async stop() {},
  };
}
