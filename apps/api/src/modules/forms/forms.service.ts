import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type {
  BugReportForm,
  ContactForm,
  FormKind,
  FormSentResponse,
  Language,
  NewsletterConfirmResponse,
  NewsletterForm,
  VatIdForm,
} from '@print/contracts';
import { normalizeVatId } from '@print/contracts';
import { err, ok, type Result } from '@print/domain';
import type { Db } from '../../db/client.js';
import type { MailService } from '../mail/index.js';
import type { FileRecord } from '../files/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { optinMail, receivedMail, shopMail, type QuoteFile } from './forms-mails.js';
import { createFormsRepository } from './forms.repository.js';

/** How long a newsletter confirmation link works. */
export const OPTIN_VALID_HOURS = 72;
/** The web's confirmation page (the language prefix goes in front, none for German). */
export const OPTIN_PAGE_PATH = '/newsletter/bestaetigen';

export interface FormsServiceDeps {
  readonly db: Db;
  /** allowRecipient: mails to a typed-in address are limited per recipient (issue 23 item 10). */
  readonly mail: Pick<MailService, 'send' | 'shopEmail' | 'allowRecipient'>;
  readonly now: () => Date;
  /** Origin of links in mails (PUBLIC_URL), e.g. https://print-portal.ch. */
  readonly publicOrigin: string;
  /** The sender's own 3D files (a quote request names one); absent → fileId is refused. */
  readonly files?: {
    readonly findOwned: (fileId: string, principal: string | null) => Promise<FileRecord | null>;
  };
  readonly storage?: Pick<FileStorage, 'read'>;
}

/** Largest upload the shop's mail carries as an attachment; larger ones are named by id. */
export const QUOTE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

async function readAll(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > maxBytes) {
      stream.destroy();
      return null;
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** Who sent the form: language of the answer mails and the owner key when there is one. */
export interface FormContext {
  readonly language: Language;
  readonly principal: string | null;
}

type AnyForm = ContactForm | BugReportForm | VatIdForm | NewsletterForm;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The stored form: no honeypot, no privacy tick (it is `true` by the schema). */
function payloadOf(form: AnyForm): Record<string, unknown> {
  const { website: _website, ...rest } = form;
  return rest;
}

const RECEIVED = { status: 'received' } as const satisfies FormSentResponse;
const CONFIRMATION_SENT = { status: 'confirmation-sent' } as const satisfies FormSentResponse;

/**
 * Forms of spec 2 §3/§5. A filled honeypot answers like a success and stores and mails nothing
 * (a bot learns nothing). Mails are queued (mail module): a send never fails because of SMTP.
 */
export function createFormsService(deps: FormsServiceDeps) {
  const { db, mail, now, publicOrigin } = deps;
  const repository = createFormsRepository(db);

  /** The quote file of a contact request: the sender's own file, with its bytes when small. */
  async function loadQuoteFile(
    fileId: string,
    principal: string | null,
  ): Promise<Result<QuoteFile, 'FILE_NOT_FOUND'>> {
    const file = (await deps.files?.findOwned(fileId, principal)) ?? null;
    if (!file) return err('FILE_NOT_FOUND', `No 3D file with id ${fileId}`);
    let bytes: Buffer | null = null;
    if (file.originalPath && deps.storage)
      bytes = await readAll(deps.storage.read(file.originalPath), QUOTE_ATTACHMENT_MAX_BYTES).catch(
        () => null,
      );
    return ok({ id: file.id, name: file.name, unit: file.givenUnitOfLength, bytes });
  }

  async function store(kind: FormKind, form: AnyForm, context: FormContext, email?: string) {
    const id = randomUUID();
    await repository.insertSubmission({
      id,
      kind,
      language: context.language,
      email: email ?? null,
      payload: payloadOf(form),
      principal: context.principal,
    });
    return id;
  }

  return {
    async sendContact(
      kind: 'contact' | 'bug-report',
      form: ContactForm | BugReportForm,
      context: FormContext,
    ): Promise<Result<FormSentResponse, 'FILE_NOT_FOUND'>> {
      if (form.website) return ok(RECEIVED);
      const fileId = 'fileId' in form ? form.fileId : undefined;
      let quoteFile: QuoteFile | null = null;
      if (fileId !== undefined) {
        const loaded = await loadQuoteFile(fileId, context.principal);
        if (!loaded.ok) return loaded;
        quoteFile = loaded.value;
      }
      await store(kind, form, context, form.mail);
      await mail.send(shopMail(mail.shopEmail, kind, payloadOf(form), context, quoteFile));
      // The shop always gets the request; the sender's confirmation only while the address's
      // allowance lasts (the answer is the same, so it tells nobody about the limit).
      if (await mail.allowRecipient(form.mail, 'form-confirmation'))
        await mail.send(receivedMail(form, context.language));
      return ok(RECEIVED);
    },

    async sendVatId(form: VatIdForm, context: FormContext): Promise<FormSentResponse> {
      if (form.website) return RECEIVED;
      const normalized = { ...form, vatId: normalizeVatId(form.vatId) };
      await store('vat-id', normalized, context, form.mail || undefined);
      await mail.send(shopMail(mail.shopEmail, 'vat-id', payloadOf(normalized), context));
      return RECEIVED;
    },

    /**
     * Stores the sign-up and mails the confirmation link; the shop hears of it once confirmed.
     * Past the address's allowance of opt-in mails, nothing is stored or sent (same answer).
     */
    async signUpNewsletter(form: NewsletterForm, context: FormContext): Promise<FormSentResponse> {
      if (form.website) return CONFIRMATION_SENT;
      if (!(await mail.allowRecipient(form.mail, 'newsletter-optin'))) return CONFIRMATION_SENT;
      const token = randomBytes(32).toString('base64url');
      const id = randomUUID();
      const created = now();
      await repository.insertNewsletter(
        {
          id,
          kind: 'newsletter',
          language: context.language,
          email: form.mail,
          payload: payloadOf(form),
          principal: context.principal,
        },
        {
          id: randomUUID(),
          submissionId: id,
          email: form.mail,
          tokenHash: hashToken(token),
          expiresAt: new Date(created.getTime() + OPTIN_VALID_HOURS * 3_600_000),
        },
      );
      const prefix = context.language === 'de' ? '' : `/${context.language}`;
      const url = `${publicOrigin}${prefix}${OPTIN_PAGE_PATH}?token=${token}`;
      await mail.send(optinMail(form, context.language, url));
      return CONFIRMATION_SENT;
    },

    /** Whether a link is still open (GET: reading it changes nothing, link scanners are safe). */
    async checkNewsletterToken(
      token: string,
    ): Promise<Result<NewsletterConfirmResponse, 'NEWSLETTER_TOKEN_INVALID'>> {
      const optin = await repository.findOpenOptin(hashToken(token), now());
      return optin ? ok({ status: 'pending' }) : invalidToken();
    },

    /** Confirms once; the shop gets the sign-up by mail. */
    async confirmNewsletter(
      token: string,
    ): Promise<Result<NewsletterConfirmResponse, 'NEWSLETTER_TOKEN_INVALID'>> {
      const submission = await repository.confirmOptin(hashToken(token), now());
      if (!submission) return invalidToken();
      await mail.send(
        shopMail(mail.shopEmail, 'newsletter', submission.payload, {
          language: submission.language,
          principal: submission.principal,
        }),
      );
      return ok({ status: 'confirmed' });
    },
  };
}

function invalidToken() {
  return err(
    'NEWSLETTER_TOKEN_INVALID',
    'This confirmation link is unknown, already used or expired',
  );
}

export type FormsService = ReturnType<typeof createFormsService>;
