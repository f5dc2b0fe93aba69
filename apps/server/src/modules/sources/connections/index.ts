export { addDatabaseSource } from './add-database-source';
export { loadConnection, storeConnection } from './connection-config';
export { credentialRoutes } from './credentials.routes';
export { sourceEgressPolicy } from './egress-policy';
export { type ReencryptResult, reencryptSourceSecrets } from './reencrypt-secrets';
export type { KeyEnv } from './source-secrets';
export { connectionFailure } from './test-source-connection';
