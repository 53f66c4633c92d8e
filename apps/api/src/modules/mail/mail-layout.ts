import type { Language } from '@print/contracts';

/** A mail's content; the layout adds the shop's frame, in HTML and as plain text. */
export interface MailContent {
  readonly lang: Language;
  readonly subject: string;
  readonly greeting: string;
  readonly paragraphs: readonly string[];
  /** A button in HTML, the bare URL in plain text. */
  readonly action?: { readonly label: string; readonly url: string };
  /** Smaller print under the action (e.g. "the link is valid for 24 hours"). */
  readonly note?: string;
  /** Under the signature: the shop's details, e.g. its VAT number (order mails). */
  readonly footer?: string;
}

const SIGNATURE: Readonly<Record<Language, readonly string[]>> = {
  de: ['Freundliche Grüsse', 'Ihr Print-Portal-Team'],
  en: ['Kind regards', 'Your Print Portal team'],
  fr: ['Meilleures salutations', 'Votre équipe Print Portal'],
};

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Customer data (names, addresses) goes into HTML only through this. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function renderText(content: MailContent): string {
  const lines = [content.greeting, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.action) lines.push(`${content.action.label}:`, content.action.url, '');
  if (content.note) lines.push(content.note, '');
  lines.push(...SIGNATURE[content.lang]);
  if (content.footer) lines.push('', content.footer);
  return `${lines.join('\n')}\n`;
}

function renderHtml(content: MailContent): string {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`)
    .join('\n');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0b5cad;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(content.action.url)}</p>`
    : '';
  const note = content.note
    ? `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(content.note)}</p>`
    : '';
  const signature = SIGNATURE[content.lang].map(escapeHtml).join('<br>');
  return `<!doctype html>
<html lang="${content.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#1a1a1a;font-size:15px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="font-weight:700;font-size:18px;margin-bottom:16px">Print Portal</div>
<div style="background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>
${paragraphs}
${action}
${note}
<p style="margin:24px 0 0">${signature}</p>
</div>
${content.footer ? `<p style="margin:12px 0 0;font-size:12px;color:#555">${escapeHtml(content.footer)}</p>` : ''}
</div>
</body>
</html>
`;
}

/** The same content as HTML (escaped) and as plain text. */
export function renderMail(content: MailContent): {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
} {
  return { subject: content.subject, html: renderHtml(content), text: renderText(content) };
}
