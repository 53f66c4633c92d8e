import type { AdminOrderDetail } from '@print/contracts';
import type { DeskText } from '../texts';

type MailParts = NonNullable<AdminOrderDetail['timeline'][number]['mail']>;

const DOCUMENT_KEYS = {
  confirmation: 'order.documentKind.confirmation',
  invoice: 'order.documentKind.invoice',
  quote: 'order.documentKind.quote',
} as const;

const MAIL_EVENT_KEYS = {
  ordered: 'order.mailEvent.ordered',
  quote: 'order.mailEvent.quote',
  'payment-received': 'order.mailEvent.paymentReceived',
  'payment-checking': 'order.mailEvent.paymentChecking',
  status: 'order.mailEvent.status',
} as const;

function has<K extends string>(map: Readonly<Record<K, string>>, key: string): key is K {
  return Object.hasOwn(map, key);
}

/** A document's name (confirmation, invoice, quote) in the desk's language; unknown ones as sent. */
export function documentKindLabel(t: DeskText, kind: string): string {
  return has(DOCUMENT_KEYS, kind) ? t(DOCUMENT_KEYS[kind]) : kind;
}

/**
 * A mail of the timeline as the desk reads it: what was mailed (its subject, else the template's
 * name), to whom, and whether it went out (or how often it failed so far).
 */
export function mailEntryParts(t: DeskText, mail: MailParts): string[] {
  const what =
    mail.subject ??
    (has(MAIL_EVENT_KEYS, mail.event) ? t(MAIL_EVENT_KEYS[mail.event]) : mail.event);
  const state =
    mail.state === 'retrying'
      ? t('order.mailState.retrying', { count: mail.attempts })
      : t(`order.mailState.${mail.state}`);
  return [what, t('order.mailTo', { address: mail.recipient }), state];
}
