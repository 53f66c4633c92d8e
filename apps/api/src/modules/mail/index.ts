export { mailModule, MAIL_QUEUE } from './mail.module.js';
export type { MailService } from './mail.service.js';
export { renderMail, escapeHtml, type MailContent } from './mail-layout.js';
export type { MailMessage, MailAttachment } from './mail-message.js';
export type { RecipientPurpose } from './recipient-limits.js';
