import { err, ok, type Result } from '@print/domain';
import type { ContentNavigation, ContentPage, Language } from '@print/contracts';
import type { Db } from '../../db/client.js';
import { createContentRepository, type ContentRepository } from './content.repository.js';
import { importContent, type ContentImportReport } from './content-import.js';
import { ContentSnapshot } from './content-snapshot.js';

/**
 * How long a loaded snapshot is served before the rows are read again (as the catalogue does):
 * an import by another process, or an operator's SQL, shows within a minute without a query
 * per request.
 */
export const CONTENT_TTL_MS = 60_000;

export interface ContentServiceDeps {
  readonly db: Db;
  /** Folder holding media.json and pages/*.json. */
  readonly contentDir: string;
  /** Written into the contact page's form placeholder. */
  readonly shopEmail: string;
  readonly ttlMs?: number;
  readonly clock?: () => number;
}

/** A slug as the API takes it ('/produktion/', 'produktion') → the stored path ('produktion'). */
export function normalizeSlug(slug: string): string {
  return slug.replace(/^\/+|\/+$/g, '');
}

export function createContentService(deps: ContentServiceDeps) {
  const repo: ContentRepository = createContentRepository(deps.db);
  const ttlMs = deps.ttlMs ?? CONTENT_TTL_MS;
  const clock = deps.clock ?? Date.now;
  let current: { readonly snapshot: ContentSnapshot; readonly loadedAtMs: number } | null = null;
  let loading: Promise<ContentSnapshot> | null = null;

  async function load(): Promise<ContentSnapshot> {
    const startedAtMs = clock();
    const snapshot = new ContentSnapshot(await repo.loadPages(), deps.shopEmail);
    current = { snapshot, loadedAtMs: startedAtMs };
    return snapshot;
  }

  function read(): Promise<ContentSnapshot> {
    if (current && clock() - current.loadedAtMs < ttlMs) return Promise.resolve(current.snapshot);
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  }

  return {
    /** Imports the data files (changed ones only): the `migrate` role's start-up data. */
    async importFiles(): Promise<ContentImportReport> {
      const report = await importContent(repo, deps.contentDir);
      current = null;
      return report;
    },
    /** Loads the snapshot now, so no request waits for it. */
    async warm(): Promise<void> {
      await read();
    },
    read,
    async getPage(
      slug: string,
      lang: Language,
    ): Promise<Result<ContentPage, 'CONTENT_PAGE_NOT_FOUND'>> {
      const page = (await read()).page(normalizeSlug(slug), lang);
      return page
        ? ok(page)
        : err('CONTENT_PAGE_NOT_FOUND', `No content page "${normalizeSlug(slug)}" in ${lang}`);
    },
    async getNavigation(lang: Language): Promise<ContentNavigation> {
      return (await read()).navigationOf(lang);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
