// Pre-renders the home page of each language into static HTML after `vite build --manifest`, so
// the first paint comes from HTML instead of waiting for the JavaScript (issue 5).
//   dist/index.html      German home (also the server's fallback for every other path)
//   dist/en/index.html   English home   (the API's static files answer /en and /en/ with it)
//   dist/fr/index.html   French home
// The client hydrates these (main.tsx); on any other path an inline script hides the foreign
// pre-rendered content before the first paint and the client renders from scratch.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, defaultServerConditions } from 'vite';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// An optional argument names another output folder of `vite build --manifest --outDir <dir>`.
const distDir = resolve(process.argv[2] ?? join(webRoot, 'dist'));
const ssrOutDir = join(webRoot, 'node_modules/.cache/prerender');
const ENTRY = 'src/entry-prerender.tsx';
const LANGUAGE_CHUNKS = { en: 'src/locales/en/index.ts', fr: 'src/locales/fr/index.ts' };
const CONTENT_ROUTE_CHUNK = 'src/app/routes/content-routes.tsx';
// main.tsx imports the app's start (and through it React DOM, React Router, i18next) dynamically,
// to evaluate them in separate tasks; the page preloads them all with the entry.
const START_CHUNK = 'src/app/start-app.tsx';
// Content pages come from the data files through the API's own loader (built before the web
// app), so the build needs no running API. The server sends them from dist/_pages (web-app.ts).
const API_CONTENT_MODULE = join(webRoot, '../api/dist/modules/content/content-files.js');
const CONTENT_DIR = process.env.CONTENT_DIR
  ? resolve(process.env.CONTENT_DIR)
  : join(webRoot, '../api/content');
const PRERENDER_DATA_ID = 'prerendered-data';

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
 * first paint; main.tsx removes the marker once it rendered the right page. The page's path is
 * read from <html data-prerendered-path>, so the script is the same on every page: the server's
 * Content-Security-Policy allows it by its hash (apps/api web-app-csp.ts), not 'unsafe-inline'.
 */
const CLIENT_RENDER_GUARD =
  "<script>(function(e){if((location.pathname.replace(/\\/+$/,'')||'/')!==" +
  "e.getAttribute('data-prerendered-path'))e.dataset.clientRender=''})(document.documentElement)" +
  '</script><style>[data-client-render] #root{display:none}</style>';

/**
 * The pre-rendered page paints without JavaScript, so the app's scripts load after the first
 * paint: they no longer compete with the stylesheet and fonts for a slow connection, and
 * hydration never delays that paint. The script and preload tags stay in the HTML, inert inside
 * a <template>, and a small inline script inserts them once the browser reports the first
 * contentful paint (the Paint Timing entry carries the frame's presentation: a frame that was
 * only requested — requestAnimationFrame — can still reach the screen after the scripts ran).
 * At once when nothing of the page can paint (a background tab; the fallback HTML of another
 * URL, whose #root the guard hid) or the browser has no paint timing; after 3 s at the latest.
 */
function deferAppScripts(html, extraPreloads) {
  const scriptTags = [];
  const withoutScripts = html
    .replace(/\s*<script type="module"[^>]*><\/script>/g, (tag) => {
      scriptTags.push(tag.trim());
      return '';
    })
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, (tag) => {
      scriptTags.push(tag.trim());
      return '';
    });
  if (!scriptTags.some((tag) => tag.startsWith('<script'))) throw new Error('no module script');
  const present = new Set(scriptTags.map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1]));
  const preloads = [...new Set(extraPreloads)]
    .filter((href) => !present.has(href))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  const loader =
    '(function(){var done=false,d=document;function start(){if(done)return;done=true;' +
    "d.head.appendChild(d.getElementById('app-scripts').content.cloneNode(true))}" +
    'var P=window.PerformanceObserver;' +
    "if(d.visibilityState!=='visible'||d.documentElement.dataset.clientRender!==undefined||" +
    "!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return start();" +
    "new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){" +
    'o.disconnect();setTimeout(start,0)}}).observe({type:' +
    "'paint',buffered:true});" +
    "d.addEventListener('visibilitychange',function(){if(d.visibilityState!=='visible')start()});" +
    'setTimeout(start,3000)})()';
  const block = [
    '<template id="app-scripts">',
    ...[...scriptTags, ...preloads].map((tag) => `  ${tag}`),
    '</template>',
    `<script>${loader}</script>`,
  ].join('\n    ');
  return replaceOnce(withoutScripts, /<\/head>/, `  ${block}\n  </head>`);
}

/** Preloads the fonts of the hero text (regular lead, bold title): they start with the CSS. */
function fontPreloads(fileNames) {
  return fileNames
    .filter((name) => /^inter-latin-(400|700)-normal-.*\.woff2$/.test(name))
    .map(
      (name) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${name}">`,
    );
}

function writePage(template, page, path, preloads, fonts, outFile) {
  let html = template;
  html = replaceOnce(
    html,
    /<html lang="[^"]*">/,
    `<html lang="${page.language}" data-prerendered-path="${escapeAttribute(path)}">`,
  );
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeAttribute(page.description)}" />`,
  );
  const headExtras = [CLIENT_RENDER_GUARD, ...fonts];
  if (page.dataJson) {
    headExtras.push(
      `<script type="application/json" id="${PRERENDER_DATA_ID}">${page.dataJson}</script>`,
    );
  }
  html = replaceOnce(html, /<\/head>/, `${headExtras.join('\n    ')}\n  </head>`);
  html = deferAppScripts(html, preloads);
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered-path="${path}">${page.rootHtml}</div>`,
  );
  const file =
    outFile ?? (path === '/' ? join(distDir, 'index.html') : join(distDir, path, 'index.html'));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  return { file, bytes: Buffer.byteLength(html) };
}

/** The template with extra stylesheets after its own (so that they win ties of specificity). */
function withStylesheets(template, links) {
  if (links.length === 0) return template;
  return replaceOnce(template, /<\/head>/, `  ${links.join('\n    ')}\n  </head>`);
}

/** The chunk of a manifest entry and the chunks it imports, as preload paths. */
function chunkPreloads(manifest, key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no ${key}`);
  const imports = (chunk.imports ?? []).map((name) => manifest[name]?.file).filter(Boolean);
  return [chunk.file, ...imports].map((file) => `/${file}`);
}

/** A manifest entry's chunk and every chunk it imports statically, directly or not. */
function chunkClosure(manifest, key) {
  const files = [];
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) throw new Error(`manifest has no ${name}`);
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/** Every content page in every language, rendered with its data, to dist/_pages/<path>.html. */
async function prerenderContentPages(entry, template, manifest, fonts, startChunks) {
  const { loadContentSnapshotFromFiles, pageLink } = await import(
    pathToFileURL(API_CONTENT_MODULE).href
  );
  const shopEmail = process.env.SHOP_EMAIL || 'shop@print-portal.localhost';
  const snapshot = await loadContentSnapshotFromFiles(CONTENT_DIR, shopEmail);
  // Rich text is parsed with a DOMParser; Node has none, so the build borrows happy-dom's.
  const { Window } = await import('happy-dom');
  globalThis.DOMParser = new Window().DOMParser;
  const routeChunks = chunkPreloads(manifest, CONTENT_ROUTE_CHUNK);
  // The content route's stylesheet is in the page from the start: loaded with the lazy chunk,
  // it would arrive after the first paint and move the elements (layout shift).
  const routeStyles = (manifest[CONTENT_ROUTE_CHUNK].css ?? []).map(
    (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
  );
  let count = 0;
  for (const { path } of snapshot.links) {
    if (path === '') continue; // the start page is the home route, pre-rendered above
    for (const language of ['de', 'en', 'fr']) {
      const sitePath = pageLink(path, language);
      const data = {
        contentPage: snapshot.page(path, language),
        navigation: snapshot.navigationOf(language),
      };
      const page = await entry.renderPage(sitePath, data);
      const chunk = LANGUAGE_CHUNKS[page.language];
      const preloads = [
        ...startChunks,
        ...(chunk ? [`/${manifest[chunk].file}`] : []),
        ...routeChunks,
      ];
      writePage(
        withStylesheets(template, routeStyles),
        page,
        sitePath,
        preloads,
        fonts,
        join(distDir, '_pages', `${sitePath}.html`),
      );
      count += 1;
    }
  }
  console.log(`prerendered ${count} content pages → ${join(distDir, '_pages')}`);
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

  const fonts = fontPreloads(readdirSync(join(distDir, 'assets')));
  const startChunks = chunkClosure(manifest, START_CHUNK);
  for (const path of entry.PRERENDERED_PATHS) {
    const page = await entry.renderPage(path);
    const chunk = LANGUAGE_CHUNKS[page.language];
    const preloads = [...startChunks, ...(chunk ? [`/${manifest[chunk].file}`] : [])];
    const { file, bytes } = writePage(template, page, path, preloads, fonts);
    console.log(`prerendered ${path} → ${file} (${bytes} bytes)`);
  }
  await prerenderContentPages(entry, template, manifest, fonts, startChunks);
  // The server answers paths outside this list with the app shell and HTTP 404 (apps/api web-app.ts).
  const routes = {
    languagePrefixes: entry.LANGUAGE_PREFIXES,
    paths: entry.PAGE_PATHS,
    rootPaths: entry.ROOT_PAGE_PATHS,
  };
  writeFileSync(join(distDir, 'page-routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
  console.log(`page routes → ${join(distDir, 'page-routes.json')} (${routes.paths.length} paths)`);
}

await main();
