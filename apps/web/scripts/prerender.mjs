// Pre-renders the home page of each language into static HTML after `vite build --manifest`, so
// the first paint comes from HTML instead of waiting for the JavaScript (issue 5).
//   dist/index.html      German home (also the server's fallback for every other path)
//   dist/en/index.html   English home   (the API's static files answer /en and /en/ with it)
//   dist/fr/index.html   French home
// The client hydrates these (main.tsx); on any other path an inline script hides the foreign
// pre-rendered content before the first paint and the client renders from scratch.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, defaultServerConditions } from 'vite';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// An optional argument names another output folder of `vite build --manifest --outDir <dir>`.
const distDir = resolve(process.argv[2] ?? join(webRoot, 'dist'));
const ssrOutDir = join(webRoot, 'node_modules/.cache/prerender');
const ENTRY = 'src/entry-prerender.tsx';
const LANGUAGE_CHUNKS = { en: 'src/locales/en/index.ts', fr: 'src/locales/fr/index.ts' };

/** A first visit has empty storage; the stores read it while their modules load. */
function installMemoryStorage() {
  const values = new Map();
  globalThis.localStorage = {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}

function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(value) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

function replaceOnce(html, pattern, replacement) {
  if (!pattern.test(html)) throw new Error(`template has no match for ${pattern}`);
  return html.replace(pattern, () => replacement);
}

/**
 * Hides the pre-rendered page when the URL is another one (the server's fallback), before the
 * first paint; main.tsx removes the marker once it rendered the right page.
 */
function clientRenderGuard(path) {
  const script =
    `if((location.pathname.replace(/\\/+$/,'')||'/')!==${JSON.stringify(path)})` +
    `document.documentElement.dataset.clientRender=''`;
  return `<script>${script}</script><style>[data-client-render] #root{display:none}</style>`;
}

/**
 * The pre-rendered page paints without JavaScript: its scripts are fetched at low priority, so
 * on a slow connection the stylesheet and fonts of the first paint come first.
 */
function lowerScriptPriority(html) {
  return html
    .replace(
      /<script type="module" crossorigin src=/g,
      '<script type="module" crossorigin fetchpriority="low" src=',
    )
    .replace(
      /<link rel="modulepreload" crossorigin href=/g,
      '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
    );
}

function writePage(template, page, path, preloads) {
  let html = template;
  html = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${page.language}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeAttribute(page.description)}" />`,
  );
  const headExtras = [
    clientRenderGuard(path),
    ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
  html = replaceOnce(html, /<\/head>/, `${headExtras.join('\n    ')}\n  </head>`);
  html = lowerScriptPriority(html);
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered-path="${path}">${page.rootHtml}</div>`,
  );
  const file = path === '/' ? join(distDir, 'index.html') : join(distDir, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  return { file, bytes: Buffer.byteLength(html) };
}

async function main() {
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifestFile = join(distDir, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  // The manifest only serves this step; the server would publish it otherwise.
  rmSync(join(distDir, '.vite'), { recursive: true, force: true });

  await build({
    root: webRoot,
    logLevel: 'warn',
    ssr: { resolve: { conditions: ['@print/source', ...defaultServerConditions] } },
    build: { ssr: ENTRY, outDir: ssrOutDir, emptyOutDir: true, copyPublicDir: false },
  });
  installMemoryStorage();
  const entry = await import(pathToFileURL(join(ssrOutDir, 'entry-prerender.js')).href);

  for (const path of entry.PRERENDERED_PATHS) {
    const page = await entry.renderPage(path);
    const chunk = LANGUAGE_CHUNKS[page.language];
    const preloads = chunk ? [`/${manifest[chunk].file}`] : [];
    const { file, bytes } = writePage(template, page, path, preloads);
    console.log(`prerendered ${path} → ${file} (${bytes} bytes)`);
  }
}

await main();
