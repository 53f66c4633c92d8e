export { formsModule, type FormsNeeds } from './forms.module.js';
export type { FormsService } from './forms.service.js';
