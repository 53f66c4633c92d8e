import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client.js';
import type { AnalysisConfig } from '../plugins/config.js';
import type { LocalFileStorage } from '../storage/file-storage.js';
import {
  analysisRoutes,
  createAnalysisService,
  type AnalysisBackground,
} from './analysis/index.js';
import { cartRoutes, createCartService } from './cart/index.js';
import { catalogRoutes, createCatalogService } from './catalog/index.js';
import { contentRoutes, createContentService } from './content/index.js';
import { createFileIntake, createFilesService, filesRoutes } from './files/index.js';
import { createFormsService, DEFAULT_FORMS_ROUTE_OPTIONS, formsRoutes } from './forms/index.js';
import type { MailService } from './mail/index.js';
import { createPricingService, pricingRoutes } from './pricing/index.js';
import { createVouchersService } from './vouchers/index.js';

export interface ModuleDeps {
  readonly db: Db;
  readonly storage: LocalFileStorage;
  readonly now: () => Date;
  readonly analysisConfig: AnalysisConfig;
  /** Queue, pool and task rows of the running analysis background. */
  readonly analysis: AnalysisBackground;
  /** Content data files (modules/content) and the address the contact page names. */
  readonly content: { readonly contentDir: string; readonly shopEmail: string };
  /** Queued mail (forms) and the origin of links in mails (PUBLIC_URL). */
  readonly mail: MailService;
  readonly publicOrigin: string;
  /** Form posts per IP in 10 minutes (default 5). */
  readonly formsPostsPer10Minutes?: number | undefined;
}

/** Wires repositories and services (plain factories, no container) and lists the route plugins. */
export function createModules({
  db,
  storage,
  now,
  analysisConfig,
  analysis,
  content: contentConfig,
  mail,
  publicOrigin,
  formsPostsPer10Minutes,
}: ModuleDeps) {
  const catalog = createCatalogService({ db });
  const content = createContentService({ db, ...contentConfig });
  const files = createFilesService({ db });
  const forms = createFormsService({ db, mail, now, publicOrigin });
  const pricing = createPricingService({ catalog, files, now });
  const vouchers = createVouchersService({ db });
  const cart = createCartService({
    db,
    catalog,
    files,
    pricing,
    vouchers,
    storage,
    now,
  });
  const analysisService = createAnalysisService({
    files,
    tasks: analysis.tasks,
    catalog,
    storage,
    queue: analysis.queue,
    pool: analysis.pool,
    config: analysisConfig,
  });
  // The files module owns uploads; the analysis module starts a task for each (AnalysisStarter).
  const intake = createFileIntake({
    db,
    files,
    storage,
    analysis: analysisService,
    maxUploadBytes: analysisConfig.maxUploadBytes,
  });
  const routes: FastifyPluginAsync[] = [
    catalogRoutes(catalog),
    pricingRoutes(pricing),
    cartRoutes(cart),
    filesRoutes(files, intake, {
      maxUploadBytes: analysisConfig.maxUploadBytes,
      uploadsPerMinute: analysisConfig.uploadsPerMinute,
    }),
    analysisRoutes(analysisService),
    contentRoutes(content),
    formsRoutes(forms, {
      ...DEFAULT_FORMS_ROUTE_OPTIONS,
      ...(formsPostsPer10Minutes ? { postsPerWindow: formsPostsPer10Minutes } : {}),
    }),
  ];
  return {
    catalog,
    content,
    files,
    forms,
    pricing,
    vouchers,
    cart,
    analysis: analysisService,
    routes,
  };
}
