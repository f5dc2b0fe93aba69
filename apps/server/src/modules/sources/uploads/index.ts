/**
 * Uploads: receiving a file (streamed to disk, never buffered whole), CSV checks, the file
 * source and its project, the sample dataset, and the `sources.ingest` job that loads it into
 * DuckDB (claims, retries, stalled loads, staging leftovers). The add-source routes live here.
 */
export { addSourceRoutes } from './add-source.routes';
export { ingestSource } from './ingest-source';
export { requeueStalledSources } from './requeue-stalled-sources';
export {
  pickWeighted,
  SAMPLE_ROW_COUNT,
  seededRandom,
  writeSampleSalesCsv,
} from './sample-dataset';
