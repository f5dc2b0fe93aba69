export { addSourceRoutes } from './add-source.routes';
export { ingestSource } from './ingest-source';
export { requeueStalledSources } from './requeue-stalled-sources';
export { SAMPLE_ROW_COUNT } from './sample-dataset';
