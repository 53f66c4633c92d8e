import type { StatusMailTemplateSchema, StatusMailTemplateUpdateSchema } from '@print/contracts';
import { err, ok, type OrderStatus, type Result } from '@print/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AdminOrderRecord } from '../orders/index.js';
import type { StaffPrincipal } from '../staff/index.js';
import type { BackofficeRepository, TemplateRow } from './backoffice.repository.js';
import { previewStatusMailUrl, type AuditWriter } from './order-status-change.js';
import { isMailStatus, MAIL_STATUSES, STATUS_MAIL_DEFAULTS } from './status-mail-defaults.js';
import { renderStatusMail } from './status-mail.js';

type Template = z.infer<typeof StatusMailTemplateSchema>;
type Language = 'de' | 'en' | 'fr';

export interface MailTemplateDeps {
  readonly db: Db;
  readonly repo: BackofficeRepository;
  readonly findOrder: (orderId: string) => Promise<AdminOrderRecord | null>;
  readonly publicOrigin: string;
  readonly now: () => Date;
}

function toTemplate(row: TemplateRow): Template {
  return {
    status: row.status as OrderStatus,
    language: row.language,
    enabled: row.enabled,
    subject: row.subject,
    body: row.body,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

/** Every status's template in de/en/fr: the stored one, else the seeded default. */
export async function listTemplates(deps: MailTemplateDeps): Promise<Template[]> {
  const stored = new Map(
    (await deps.repo.listTemplates()).map((row) => [`${row.status}/${row.language}`, row]),
  );
  return MAIL_STATUSES.flatMap((status) =>
    (['de', 'en', 'fr'] as const).map((language) => {
      const row = stored.get(`${status}/${language}`);
      if (row !== undefined) return toTemplate(row);
      const fallback = STATUS_MAIL_DEFAULTS[status];
      return {
        status,
        language,
        enabled: fallback.enabled,
        ...fallback.texts[language],
        updatedAt: null,
      };
    }),
  );
}

/** Saves one template (PUT), with its audit row; a status without a customer mail is unknown. */
export async function saveTemplate(
  deps: MailTemplateDeps,
  staff: StaffPrincipal,
  audit: AuditWriter,
  key: { readonly status: OrderStatus; readonly language: Language },
  update: z.infer<typeof StatusMailTemplateUpdateSchema>,
): Promise<Result<Template, 'MAIL_TEMPLATE_NOT_FOUND'>> {
  if (!isMailStatus(key.status))
    return err('MAIL_TEMPLATE_NOT_FOUND', `No customer mail for ${key.status}`);
  const before = (await listTemplates(deps)).find(
    (t) => t.status === key.status && t.language === key.language,
  );
  const saved = await deps.db.transaction(async (tx) => {
    const row = await deps.repo.saveTemplate(tx, {
      ...key,
      ...update,
      updatedAt: deps.now(),
      updatedBy: staff.name,
    });
    await audit(tx, {
      action: 'mail-template.update',
      entityType: 'status_mail_template',
      entityId: `${key.status}/${key.language}`,
      before: before ?? null,
      after: update,
    });
    return row;
  });
  return ok(toTemplate(saved));
}

const SAMPLE = { orderNumber: '2026-000123', customerName: 'Anna Muster' };

/**
 * Renders a template as the customer would get it, without saving: with the given order's data,
 * else a sample order. Answers ORDER_NOT_FOUND for an unknown order id.
 */
export async function previewTemplate(
  deps: MailTemplateDeps,
  key: { readonly status: OrderStatus; readonly language: Language },
  input: {
    readonly subject: string;
    readonly body: string;
    readonly orderId?: string | undefined;
    readonly reason?: string | undefined;
  },
): Promise<
  Result<
    { subject: string; text: string; html: string },
    'ORDER_NOT_FOUND' | 'MAIL_TEMPLATE_NOT_FOUND'
  >
> {
  if (!isMailStatus(key.status))
    return err('MAIL_TEMPLATE_NOT_FOUND', `No customer mail for ${key.status}`);
  const order = input.orderId === undefined ? null : await deps.findOrder(input.orderId);
  if (input.orderId !== undefined && order === null) return err('ORDER_NOT_FOUND', 'No such order');
  const orderId = order?.id ?? 'sample';
  return ok(
    renderStatusMail(input, {
      language: key.language,
      orderNumber: order?.orderNumber ?? SAMPLE.orderNumber,
      customerName: order?.customerName ?? SAMPLE.customerName,
      status: key.status,
      reason: input.reason ?? '',
      orderUrl: previewStatusMailUrl(deps.publicOrigin, key.status, key.language, orderId),
    }),
  );
}
