/**
 * Connections: database sources, their stored connection (public fields in clear, secrets sealed),
 * the egress policy, connection tests, revealing a password and re-encrypting secrets after a key
 * rotation.
 */
export { addDatabaseSource } from './add-database-source';
export { loadConnection, storeConnection } from './connection-config';
export { credentialRoutes } from './credentials.routes';
export { sourceEgressPolicy } from './egress-policy';
export { type ReencryptResult, reencryptSourceSecrets } from './reencrypt-secrets';
export type { KeyEnv } from './source-secrets';
export { connectionFailure } from './test-source-connection';
