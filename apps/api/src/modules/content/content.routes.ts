import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContentNavigationQuerySchema,
  ContentNavigationSchema,
  ContentPageQuerySchema,
  ContentPageSchema,
} from '@print/contracts';
import { errorResponses, unwrap } from '../../plugins/api-error.js';
import type { ContentService } from './content.service.js';

const errors = errorResponses(400, 404);

export function contentRoutes(content: ContentService): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/content/page',
      {
        schema: {
          tags: ['content'],
          summary:
            'A content page in the headless shape (TYPO3 headless): `slug` is its path (`datenschutz`, `produktion/materialien`, `/` for the start page); `lang` defaults to mas-language-key',
          querystring: ContentPageQuerySchema,
          response: { 200: ContentPageSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(await content.getPage(request.query.slug, request.query.lang ?? request.language)),
    );
    app.get(
      '/content/navigation',
      {
        schema: {
          tags: ['content'],
          summary: 'Navigation lists main, top, content, footerLeft and footerRight',
          querystring: ContentNavigationQuerySchema,
          response: { 200: ContentNavigationSchema, ...errors },
        },
      },
      (request) => content.getNavigation(request.query.lang ?? request.language),
    );
  };
}
