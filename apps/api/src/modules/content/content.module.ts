import { defineModule } from '../module-definition.js';
import { contentRoutes } from './content.routes.js';
import { createContentService } from './content.service.js';
import { createContentSite, DEFAULT_CONTENT_DIR, type ContentSite } from './content-site.js';

export type ContentModuleService = ReturnType<typeof createContentService> & {
  /** Page heads, sitemap and robots.txt for the web app's server (web-app.ts). */
  readonly site: ContentSite;
};

/** Content pages and navigation, imported from the data files in CONTENT_DIR. */
export const contentModule = defineModule<Record<string, never>, ContentModuleService>({
  name: 'content',
  create({ db, config, publicOrigin }) {
    const content = createContentService({
      db,
      contentDir: config.contentDir ?? DEFAULT_CONTENT_DIR,
      shopEmail: config.mail.shopEmail,
    });
    const service = { ...content, site: createContentSite(content, publicOrigin) };
    return {
      service,
      routes: [contentRoutes(content)],
      startup: [{ name: 'content import', run: async () => void (await content.importFiles()) }],
      warm: () => content.warm(),
    };
  },
});
