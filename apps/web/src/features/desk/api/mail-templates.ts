import { useQuery } from '@tanstack/react-query';
import {
  StatusMailPreviewSchema,
  StatusMailTemplateListSchema,
  type StatusMailTemplateSchema,
} from '@print/contracts';
import type { z } from 'zod';
import { deskRequest } from './desk-client';

export type StatusMailTemplate = z.infer<typeof StatusMailTemplateSchema>;
export type StatusMailPreview = z.infer<typeof StatusMailPreviewSchema>;

export interface TemplateDraft {
  readonly enabled: boolean;
  readonly subject: string;
  readonly body: string;
}

export const mailTemplateKeys = { all: ['desk', 'mail-templates'] as const };

/** GET /api/admin/mail-templates: every status × language (stored, else the default text). */
export function useMailTemplates() {
  return useQuery({
    queryKey: mailTemplateKeys.all,
    queryFn: async ({ signal }) => {
      const body = await deskRequest('/admin/mail-templates', { signal });
      return StatusMailTemplateListSchema.parse(body).items;
    },
  });
}

function templatePath(template: Pick<StatusMailTemplate, 'status' | 'language'>): string {
  return `/admin/mail-templates/${template.status}/${template.language}`;
}

export async function previewMailTemplate(
  template: Pick<StatusMailTemplate, 'status' | 'language'>,
  draft: TemplateDraft,
): Promise<StatusMailPreview> {
  const body = await deskRequest(`${templatePath(template)}/preview`, {
    method: 'POST',
    body: { subject: draft.subject, body: draft.body },
  });
  return StatusMailPreviewSchema.parse(body);
}

export async function saveMailTemplate(
  template: Pick<StatusMailTemplate, 'status' | 'language'>,
  draft: TemplateDraft,
): Promise<void> {
  await deskRequest(templatePath(template), { method: 'PUT', body: draft });
}
