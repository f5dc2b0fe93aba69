import { askDocsUserGuideResponseSchema } from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { askDocsViewer } from '../askdocs.policy';
import { userGuide } from './user-guide';

/** The help content of the Ask Docs screen. */
export function guideRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ask-docs/user_guide',
      {
        schema: {
          tags: ['ask-docs'],
          description:
            'The help of the Ask Docs screen as sections: accepted files, the upload limit, statuses, citations, OCR balance, templates.',
          response: { 200: askDocsUserGuideResponseSchema },
        },
      },
      async (request) => {
        askDocsViewer(request);
        return { data: userGuide(ctx.env) };
      },
    );
  };
}
