import type { FileRejectedCode, FileRejectedDetails } from '../files/file-rejected-error';
import type { IngestFileOptions } from '../files/ingest-file';
import type { IngestResult } from '../files/ingest-types';

/** What crosses to the child: the options of `ingestFile` without its callbacks. */
export type IngestJob = Omit<IngestFileOptions, 'onProgress' | 'signal'>;

/** A load the parent sends; it sends the next only once the child answered. */
export interface IngestRequest {
  type: 'ingest';
  job: IngestJob;
}

/** Messages the child sends: progress any number of times, then exactly one outcome. */
export type IngestMessage =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; result: IngestResult }
  | {
      type: 'rejected';
      code: FileRejectedCode;
      message: string;
      details: FileRejectedDetails;
      /** What the parser said, for the server's log only. */
      cause?: string;
    }
  | { type: 'failed'; message: string; stack?: string };
