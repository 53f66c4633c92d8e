import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LanguageSchema, type Language } from '@print/contracts';
import type { ContentRepository, NewContentPageRow } from './content.repository.js';
import { sanitizeContentHtml } from './content-sanitize.js';
import {
  MediaRegistrySchema,
  PageSourceSchema,
  parentPathOf,
  type LocalizedPageSource,
  type MediaRegistry,
  type PageSource,
  type StoredPage,
} from './content-source.js';

const LANGUAGES = LanguageSchema.options;
const HTML_TYPES = new Set(['html']);

/** A data file that cannot be imported: the start stops with the file and the reason. */
export class ContentFileError extends Error {
  constructor(file: string, reason: string) {
    super(`content file ${file}: ${reason}`);
  }
}

async function readJson(file: string): Promise<{ raw: string; value: unknown }> {
  const raw = await readFile(file, 'utf8');
  try {
    return { raw, value: JSON.parse(raw) as unknown };
  } catch (error) {
    throw new ContentFileError(file, `not JSON (${String(error)})`);
  }
}

function sanitizePage(page: LocalizedPageSource): LocalizedPageSource {
  return {
    ...page,
    elements: page.elements.map((element) => ({
      ...element,
      bodytext: sanitizeContentHtml(element.bodytext),
      // Raw HTML and bodytext share the allow-list; bullets and cells may hold inline markup.
      items: element.items.map(sanitizeContentHtml),
      type: HTML_TYPES.has(element.type) ? 'html' : element.type,
    })),
  };
}

function referencedMedia(source: PageSource, lang: Language): Set<string> {
  const refs = new Set(source.media);
  for (const element of source.languages[lang].elements) {
    for (const ref of [...element.images, ...element.files]) refs.add(ref.ref);
  }
  return refs;
}

function toRows(
  file: string,
  source: PageSource,
  registry: MediaRegistry,
  hash: string,
): NewContentPageRow[] {
  return LANGUAGES.map((language) => {
    const used: MediaRegistry = {};
    for (const ref of referencedMedia(source, language)) {
      const entry = registry[ref];
      if (!entry) throw new ContentFileError(file, `unknown media "${ref}" (${language})`);
      used[ref] = entry;
    }
    const stored: StoredPage = {
      layout: source.layout,
      noIndex: source.noIndex,
      media: source.media,
      page: sanitizePage(source.languages[language]),
      registry: used,
    };
    return {
      path: source.path,
      language,
      uid: source.uid,
      parentPath: parentPathOf(source.path),
      sortOrder: source.sort,
      navigation: [...source.navigation],
      source: stored as unknown as Record<string, unknown>,
      sourceHash: hash,
    };
  });
}

export interface ContentImportReport {
  readonly pages: number;
  readonly changed: number;
}

export interface ContentFiles {
  /** Three rows per page (one per language), each with the hash of its file and the media. */
  readonly rows: readonly NewContentPageRow[];
  readonly paths: readonly string[];
}

/**
 * Reads `<dir>/media.json` and `<dir>/pages/*.json`: validates every file and sanitizes its HTML.
 * Throws ContentFileError naming the file when one is not valid.
 */
export async function readContentFiles(dir: string): Promise<ContentFiles> {
  const media = await readJson(join(dir, 'media.json'));
  const registry = MediaRegistrySchema.safeParse(media.value);
  if (!registry.success) throw new ContentFileError('media.json', registry.error.message);
  const pageFiles = (await readdir(join(dir, 'pages'))).filter((f) => f.endsWith('.json')).sort();
  const rows: NewContentPageRow[] = [];
  const paths = new Map<string, string>();
  const uids = new Map<number, string>();
  for (const name of pageFiles) {
    const { raw, value } = await readJson(join(dir, 'pages', name));
    const parsed = PageSourceSchema.safeParse(value);
    if (!parsed.success) throw new ContentFileError(name, parsed.error.message);
    const source = parsed.data;
    const clash = paths.get(source.path) ?? uids.get(source.uid);
    if (clash) throw new ContentFileError(name, `path or uid also used by ${clash}`);
    paths.set(source.path, name);
    uids.set(source.uid, name);
    const hash = createHash('sha256').update(raw).update('\0').update(media.raw).digest('hex');
    rows.push(...toRows(name, source, registry.data, hash));
  }
  for (const [path, name] of paths) {
    const parent = parentPathOf(path);
    if (parent !== null && parent !== '' && !paths.has(parent)) {
      throw new ContentFileError(name, `parent page "${parent}" has no file`);
    }
  }
  return { rows, paths: [...paths.keys()] };
}

/**
 * Imports the data files: writes the pages whose file (or the media registry) changed and
 * removes pages whose file is gone. Idempotent: a second run with the same files writes nothing.
 */
export async function importContent(
  repo: ContentRepository,
  dir: string,
): Promise<ContentImportReport> {
  const files = await readContentFiles(dir);
  const known = await repo.loadHashes();
  const changed = files.rows.filter((row) => known.get(row.path) !== row.sourceHash);
  const kept = new Set(files.paths);
  const removed = [...known.keys()].some((path) => !kept.has(path));
  if (changed.length > 0 || removed) await repo.replacePages(changed, files.paths);
  return { pages: files.paths.length, changed: changed.length / LANGUAGES.length };
}
