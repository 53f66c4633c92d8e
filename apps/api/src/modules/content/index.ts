export { createContentService, type ContentService } from './content.service.js';
export { contentRoutes } from './content.routes.js';
export { createContentSite, DEFAULT_CONTENT_DIR, type ContentSite } from './content-site.js';
