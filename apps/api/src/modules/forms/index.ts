export {
  createFormsService,
  type FormsService,
  OPTIN_PAGE_PATH,
  OPTIN_VALID_HOURS,
} from './forms.service.js';
export {
  formsRoutes,
  DEFAULT_FORMS_ROUTE_OPTIONS,
  type FormsRouteOptions,
} from './forms.routes.js';
