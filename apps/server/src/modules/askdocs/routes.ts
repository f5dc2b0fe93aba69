import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { registerUsageCounter } from '../../core/entitlements';
import { requireOrg } from '../../plugins/request-context';
import { conversationRoutes } from './conversation';
import { countAskDocsProjects } from './count-projects';
import { documentRoutes } from './documents';
import { fileRoutes } from './files';
import { guideRoutes } from './guide';
import { processingRoutes } from './processing';
import { projectRoutes } from './projects';
import { roomRoutes } from './room';
import { templateRoutes } from './templates';
import { uploadRoutes } from './uploads';

/** Routes of the Ask Docs module (`ask-docs/…`), mounted under /api, for members of an organization. */
export function askDocsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Plans count Ask Docs projects through this module's table (entitlements never imports it).
    registerUsageCounter('askDocsProjects', countAskDocsProjects);
    app.addHook('onRequest', requireOrg(ctx));
    await app.register(projectRoutes(ctx));
    await app.register(documentRoutes(ctx));
    await app.register(uploadRoutes(ctx));
    await app.register(processingRoutes(ctx));
    await app.register(fileRoutes(ctx));
    await app.register(templateRoutes(ctx));
    await app.register(roomRoutes(ctx));
    await app.register(conversationRoutes(ctx));
    await app.register(guideRoutes(ctx));
  };
}
