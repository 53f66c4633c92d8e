export { contentModule, type ContentModuleService } from './content.module.js';
export type { ContentService } from './content.service.js';
export type { ContentSite } from './content-site.js';
export type { PageHead } from './content-seo.js';
