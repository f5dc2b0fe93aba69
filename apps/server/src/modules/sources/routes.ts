import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { registerUsageCounter } from '../../core/entitlements';
import { credentialRoutes } from './connections';
import { countLiveSources } from './count-sources';
import { knowledgeRoutes } from './knowledge';
import { projectRoutes } from './projects';
import { closeSourceRuntime } from './source-runtime';
import { sourceReadRoutes } from './sources.routes';
import { addSourceRoutes } from './uploads';

/**
 * Routes of the sources module, mounted under /api. Closing the app closes the pooled source
 * connectors.
 */
export function sourceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Plans count data sources through this module's table (entitlements never imports it).
    registerUsageCounter('dataSources', countLiveSources);
    app.addHook('onClose', () => closeSourceRuntime(ctx));
    await app.register(addSourceRoutes(ctx));
    await app.register(sourceReadRoutes(ctx));
    await app.register(projectRoutes(ctx));
    await app.register(knowledgeRoutes(ctx));
    await app.register(credentialRoutes(ctx));
  };
}
