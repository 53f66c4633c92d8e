import type { FastifyInstance } from 'fastify';
import type { Language } from '@print/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

const LANGUAGE_BY_KEY: Readonly<Record<string, Language>> = { DE: 'de', GB: 'en', FR: 'fr' };

/** `mas-language-key` DE → de, GB → en, FR → fr; anything else → de (rulings "Language"). */
export function resolveLanguage(header: string | string[] | undefined): Language {
  const raw = Array.isArray(header) ? header[0] : header;
  return LANGUAGE_BY_KEY[(raw ?? '').trim().toUpperCase()] ?? 'de';
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', 'de');
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = resolveLanguage(request.headers['mas-language-key']);
    done();
  });
}
