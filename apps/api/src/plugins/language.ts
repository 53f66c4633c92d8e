import type { FastifyInstance } from 'fastify';
import type { Language } from '@print/contracts';
import { resolveShopLanguage } from '@print/domain';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

/** `mas-language-key` DE → de, GB → en, FR → fr; anything else → de (domain resolveShopLanguage). */
export function resolveLanguage(header: string | string[] | undefined): Language {
  return resolveShopLanguage(Array.isArray(header) ? header[0] : header);
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', 'de');
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = resolveLanguage(request.headers['mas-language-key']);
    done();
  });
}
