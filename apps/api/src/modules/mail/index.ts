export { createMailService, type MailService, type MailQueue } from './mail.service.js';
export { createMailTransport, type MailTransport } from './mail-transport.js';
export { renderMail, escapeHtml, type MailContent } from './mail-layout.js';
export type { MailMessage, MailAttachment, MailConfig } from './mail-message.js';
export { startMailService, MAIL_QUEUE } from './mail-queue.js';
