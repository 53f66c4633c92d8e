import { formatChf } from '@print/domain';
import { renderMail } from '../mail/index.js';
import { formatDocumentDate } from './document-texts.js';
import type { ReminderDocumentInput } from './reminder-input.js';
import { REMINDER_TEXTS } from './reminder-texts.js';
import { dayOf } from './render-reminder-pdf.js';

/** The customer's reminder mail (the PDF goes with it as an attachment). */
export function reminderMailContent(input: ReminderDocumentInput) {
  const r = REMINDER_TEXTS[input.language];
  const due = formatDocumentDate(dayOf(input.dueDate), input.language);
  return renderMail({
    lang: input.language,
    subject: r.subject(input.level, input.orderNumber),
    greeting: r.greeting,
    paragraphs: [
      r.body(input.orderNumber, due)[input.level],
      // French sets a space before the colon, as the order mails do.
      `${r.open}${input.language === 'fr' ? ' :' : ':'} ${formatChf(input.openCents)}`,
      `${r.payNow} ${r.attached}`,
      r.alreadyPaid,
    ],
  });
}

/** The stored PDF's file name, e.g. "reminder-1-2026-000102.pdf". */
export const reminderFileName = (level: number, orderNumber: string) =>
  `reminder-${level}-${orderNumber}.pdf`;
