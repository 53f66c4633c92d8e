import type { Language } from '@print/contracts';
import type { OrderStatus } from '@print/domain';
import { renderMail } from '../mail/index.js';
import { STATUS_NAMES } from './status-mail-defaults.js';

/** What a status mail's placeholders are filled with. */
export interface StatusMailValues {
  readonly language: Language;
  readonly orderNumber: string;
  readonly customerName: string;
  readonly status: OrderStatus;
  readonly reason: string;
  readonly orderUrl: string;
}

const VIEW_ORDER: Readonly<Record<Language, string>> = {
  de: 'Bestellung ansehen',
  en: 'View order',
  fr: 'Voir la commande',
};

function fill(template: string, values: StatusMailValues): string {
  const byName: Readonly<Record<string, string>> = {
    orderNumber: values.orderNumber,
    customerName: values.customerName,
    status: STATUS_NAMES[values.language][values.status],
    reason: values.reason,
    orderUrl: values.orderUrl,
  };
  // Unknown placeholders stay as written, so a typo shows in the preview instead of vanishing.
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => byName[name] ?? whole);
}

/**
 * A status mail from its template: placeholders filled (the layout escapes them in HTML), the
 * first paragraph as the greeting, empty paragraphs (an empty reason) left out, a link to the
 * order. Pure: the preview and the saved change render the same way.
 */
export function renderStatusMail(
  template: { readonly subject: string; readonly body: string },
  values: StatusMailValues,
): { readonly subject: string; readonly text: string; readonly html: string } {
  const paragraphs = fill(template.body, values)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  const [greeting = '', ...rest] = paragraphs;
  return renderMail({
    lang: values.language,
    subject: fill(template.subject, values).replace(/\s+/g, ' ').trim(),
    greeting,
    paragraphs: rest,
    action: { label: VIEW_ORDER[values.language], url: values.orderUrl },
  });
}
