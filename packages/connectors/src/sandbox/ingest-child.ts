/**
 * Entry of the ingest child process (`ingestFileInChild`): runs the loads its parent sends, one at
 * a time, reporting each one's progress and outcome over IPC. It exits when its parent goes away,
 * so an orphaned parse never outlives the server.
 */
import { FileRejectedError } from '../files/file-rejected-error';
import { ingestFile } from '../files/ingest-file';
import { BACKGROUND_NICENESS, lowerOwnPriority } from './background-priority';
import type { IngestMessage, IngestRequest } from './ingest-protocol';

// A load is background work: below the server's requests for the CPU.
lowerOwnPriority(BACKGROUND_NICENESS);

function send(message: IngestMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

function outcomeOf(error: unknown): IngestMessage {
  if (error instanceof FileRejectedError) {
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    return {
      type: 'rejected',
      code: error.code,
      message: error.message,
      details: error.details,
      cause,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { type: 'failed', message, stack: error instanceof Error ? error.stack : undefined };
}

async function run(request: IngestRequest): Promise<void> {
  let outcome: IngestMessage;
  try {
    const result = await ingestFile({
      ...request.job,
      onProgress: (fraction) => void send({ type: 'progress', fraction }),
    });
    outcome = { type: 'done', result };
  } catch (error) {
    outcome = outcomeOf(error);
  }
  await send(outcome);
}

process.on('message', (request: IngestRequest) => void run(request));
process.once('disconnect', () => process.exit(1));
