import type { FilesService } from '../files/index.js';
import type { MailService } from '../mail/index.js';
import { defineModule } from '../module-definition.js';
import { DEFAULT_FORMS_ROUTE_OPTIONS, formsRoutes } from './forms.routes.js';
import { createFormsService, type FormsService } from './forms.service.js';

export interface FormsNeeds {
  readonly mail: MailService;
  readonly files: FilesService;
}

/** Contact, bug report, VAT ID and the newsletter's double opt-in. */
export const formsModule = defineModule<FormsNeeds, FormsService>({
  name: 'forms',
  create({ db, now, storage, config, publicOrigin }, { mail, files }) {
    const service = createFormsService({ db, mail, now, publicOrigin, files, storage });
    const postsPerWindow =
      config.formsPostsPer10Minutes ?? DEFAULT_FORMS_ROUTE_OPTIONS.postsPerWindow;
    return {
      service,
      routes: [formsRoutes(service, { ...DEFAULT_FORMS_ROUTE_OPTIONS, postsPerWindow })],
    };
  },
});
