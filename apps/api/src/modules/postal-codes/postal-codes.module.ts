import { defineModule } from '../module-definition.js';
import { postalCodesRoutes } from './postal-codes.routes.js';
import { createPostalCodesService, type PostalCodesService } from './postal-codes.service.js';

/** Swiss and Liechtenstein postal codes (© swisstopo) for address autofill. */
export const postalCodesModule = defineModule<Record<string, never>, PostalCodesService>({
  name: 'postal-codes',
  create({ db }) {
    const service = createPostalCodesService({ db });
    return {
      service,
      routes: [postalCodesRoutes(service)],
      startup: [{ name: 'postal codes', run: async () => void (await service.ensureLoaded()) }],
    };
  },
});
