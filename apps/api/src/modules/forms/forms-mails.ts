import type {
  BugReportForm,
  ContactForm,
  FormKind,
  Language,
  NewsletterForm,
} from '@print/contracts';
import { renderMail, type MailAttachment, type MailMessage } from '../mail/index.js';

/** The 3D file a quote request is about (issue 13 point 5); bytes null when too large to attach. */
export interface QuoteFile {
  readonly id: string;
  readonly name: string;
  readonly unit: string;
  readonly bytes: Buffer | null;
}

function quoteFileLines(file: QuoteFile): string[] {
  return [
    `3D-Datei: ${file.name} (Einheit ${file.unit}, Datei-ID ${file.id})`,
    file.bytes
      ? 'Die Datei liegt dieser Nachricht bei.'
      : `Die Datei ist zu gross für einen Anhang; sie liegt im Portal unter der Datei-ID ${file.id}.`,
  ];
}

function quoteAttachment(file: QuoteFile): MailAttachment[] {
  if (!file.bytes) return [];
  return [
    {
      filename: file.name.replace(/[^\w.-]+/g, '_') || 'model',
      contentType: 'application/octet-stream',
      content: file.bytes,
    },
  ];
}

/** Field labels of the shop's copies (the shop works in German). */
const LABELS: Readonly<Record<string, string>> = {
  salutation: 'Anrede',
  firstName: 'Vorname',
  lastName: 'Nachname',
  mail: 'E-Mail',
  phone: 'Telefon',
  company: 'Firma',
  subject: 'Betreff',
  message: 'Nachricht',
  firm: 'Firma',
  street: 'Strasse',
  plz: 'PLZ',
  location: 'Ort',
  vatId: 'UStID',
  userIntention: 'Was wollten Sie tun?',
  userExpectation: 'Was haben Sie erwartet?',
  systemResponse: 'Was ist passiert?',
  browserUsed: 'Browser',
  osUsed: 'Betriebssystem',
  differentBrowsers: 'Auch versucht mit',
  userCheckedInternetConnection: 'Internetverbindung geprüft',
  errorMessageOccurred: 'Fehlermeldung erschienen',
  errorMessage: 'Fehlermeldung',
};

const SHOP_SUBJECT: Readonly<Record<FormKind, string>> = {
  contact: 'Kontaktanfrage',
  'bug-report': 'Fehlermeldung',
  'vat-id': 'UStID hinterlegen',
  newsletter: 'Newsletteranmeldung',
};

function describe(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The copy for SHOP_EMAIL: every filled field as "Label: value"; replies go to the sender. */
export function shopMail(
  shopEmail: string,
  kind: FormKind,
  form: Readonly<Record<string, unknown>>,
  context: { readonly language: Language; readonly principal: string | null },
  quoteFile: QuoteFile | null = null,
): MailMessage {
  const lines = Object.entries(form)
    .filter(
      ([key, value]) =>
        key !== 'confirmation' && key !== 'fileId' && value !== undefined && value !== '',
    )
    .map(([key, value]) => `${LABELS[key] ?? key}: ${describe(value)}`);
  const topic = typeof form.subject === 'string' && form.subject ? `: ${form.subject}` : '';
  const mail = typeof form.mail === 'string' && form.mail ? form.mail : undefined;
  return {
    to: shopEmail,
    ...(mail ? { replyTo: mail } : {}),
    ...(quoteFile?.bytes ? { attachments: quoteAttachment(quoteFile) } : {}),
    ...renderMail({
      lang: 'de',
      subject: `${SHOP_SUBJECT[kind]}${topic}`,
      greeting: `Neue Eingabe über das Formular «${SHOP_SUBJECT[kind]}» der Website.`,
      paragraphs: [
        ...lines,
        ...(quoteFile ? quoteFileLines(quoteFile) : []),
        `Sprache: ${context.language}`,
        ...(context.principal ? [`Sitzung/Konto: ${context.principal}`] : []),
      ],
    }),
  };
}

const RECEIVED: Readonly<
  Record<Language, { subject: string; hello: string; body: string; note: string }>
> = {
  de: {
    subject: 'Ihre Anfrage ist bei uns eingegangen',
    hello: 'Guten Tag',
    body: 'Vielen Dank für Ihre Nachricht. Wir melden uns in Kürze bei Ihnen zurück.',
    note: 'Wenn Sie uns nicht geschrieben haben, hat jemand Ihre E-Mail-Adresse angegeben: Sie können diese E-Mail ignorieren.',
  },
  en: {
    subject: 'We have received your request',
    hello: 'Hello',
    body: 'Thank you for your message. We will get back to you shortly.',
    note: 'If you did not write to us, someone entered your e-mail address: you can ignore this e-mail.',
  },
  fr: {
    subject: 'Nous avons bien reçu votre demande',
    hello: 'Bonjour',
    body: 'Merci pour votre message. Nous vous répondrons sous peu.',
    note: 'Si vous ne nous avez pas écrit, quelqu’un a saisi votre adresse e-mail : vous pouvez ignorer cet e-mail.',
  },
};

/**
 * The confirmation to the sender of a contact form or bug report, in their language: a neutral
 * receipt only. Nothing the sender typed (message, subject, name) is repeated, so the form cannot
 * carry someone's text to any address under the shop's name (issue 23 item 10).
 */
export function receivedMail(form: ContactForm | BugReportForm, lang: Language): MailMessage {
  const t = RECEIVED[lang];
  return {
    to: form.mail,
    ...renderMail({
      lang,
      subject: t.subject,
      greeting: t.hello,
      paragraphs: [t.body],
      note: t.note,
    }),
  };
}

const OPTIN: Readonly<
  Record<Language, { subject: string; hello: string; body: string; action: string; note: string }>
> = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre Newsletteranmeldung',
    hello: 'Guten Tag',
    body: 'Sie (oder jemand mit Ihrer E-Mail-Adresse) haben sich für den Newsletter von Print Portal angemeldet. Bitte bestätigen Sie die Anmeldung über den Link.',
    action: 'Anmeldung bestätigen',
    note: 'Der Link ist 72 Stunden gültig. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: Sie erhalten dann keinen Newsletter.',
  },
  en: {
    subject: 'Please confirm your newsletter subscription',
    hello: 'Hello',
    body: 'You (or someone using your e-mail address) signed up for the Print Portal newsletter. Please confirm the subscription with the link.',
    action: 'Confirm subscription',
    note: 'The link is valid for 72 hours. If you did not sign up, ignore this e-mail: you will not receive the newsletter.',
  },
  fr: {
    subject: 'Veuillez confirmer votre inscription à la newsletter',
    hello: 'Bonjour',
    body: 'Vous (ou quelqu’un utilisant votre adresse e-mail) vous êtes inscrit à la newsletter de Print Portal. Veuillez confirmer l’inscription avec le lien.',
    action: 'Confirmer l’inscription',
    note: 'Le lien est valable 72 heures. Si vous ne vous êtes pas inscrit, ignorez cet e-mail : vous ne recevrez pas la newsletter.',
  },
};

/** The double opt-in mail with the confirmation link. */
export function optinMail(form: NewsletterForm, lang: Language, url: string): MailMessage {
  const t = OPTIN[lang];
  return {
    to: form.mail,
    ...renderMail({
      lang,
      subject: t.subject,
      greeting: t.hello,
      paragraphs: [t.body],
      action: { label: t.action, url },
      note: t.note,
    }),
  };
}
