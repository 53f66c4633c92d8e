import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NO_WEB_CSP_SOURCES, type WebCspSources } from './plugins/security-headers.js';

/** Written by the web build (apps/web/vite.config.ts): `{ "tagManagerOrigin": "https://…" | null }`. */
export const CSP_SOURCES_FILE = 'csp-sources.json';

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*["']?([^"'\s>]*)/i;
/** Script types a browser runs; data blocks (application/json, ld+json) are not scripts to CSP. */
const RUNNABLE_TYPE = /^(?:|module|(?:text|application)\/(?:java|ecma)script)$/i;
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** The hashes of the inline scripts a browser runs and of the inline style elements of a page. */
export function inlineSourceHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (HAS_SRC.test(attributes)) continue;
    if (!RUNNABLE_TYPE.test(TYPE_ATTRIBUTE.exec(attributes)?.[1] ?? '')) continue;
    scripts.push(sha256(body));
  }
  const styles = [...html.matchAll(STYLE_ELEMENT)].map(([, body = '']) => sha256(body));
  return { scripts, styles };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name));
}

function readTagManagerOrigin(webDistDir: string): string | null {
  const file = join(webDistDir, CSP_SOURCES_FILE);
  if (!existsSync(file)) return null;
  const { tagManagerOrigin } = JSON.parse(readFileSync(file, 'utf8')) as {
    tagManagerOrigin?: unknown;
  };
  if (tagManagerOrigin === null || tagManagerOrigin === undefined) return null;
  if (typeof tagManagerOrigin !== 'string' || !ORIGIN.test(tagManagerOrigin))
    throw new Error(`${file}: tagManagerOrigin must be an http(s) origin`);
  return tagManagerOrigin;
}

/**
 * What the Content-Security-Policy must allow for the built web app: the hashes of the inline
 * scripts and styles of every HTML file the server sends (index.html, the pre-rendered homes and
 * content pages; the pages share the same few inline scripts) and the analytics tag's origin.
 * Read once at start, as the server reads the pages themselves.
 */
export function readWebCspSources(webDistDir: string): WebCspSources {
  if (!existsSync(join(webDistDir, 'index.html'))) return NO_WEB_CSP_SOURCES;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of htmlFiles(webDistDir)) {
    const hashes = inlineSourceHashes(readFileSync(file, 'utf8'));
    for (const hash of hashes.scripts) scripts.add(hash);
    for (const hash of hashes.styles) styles.add(hash);
  }
  return {
    scriptHashes: [...scripts].sort(),
    styleHashes: [...styles].sort(),
    tagManagerOrigin: readTagManagerOrigin(webDistDir),
  };
}
