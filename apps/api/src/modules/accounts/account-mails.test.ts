import { describe, expect, it } from 'vitest';
import { accountMail, type AccountMailKind } from './account-mails.js';

const KINDS: AccountMailKind[] = [
  'optin',
  'alreadyRegistered',
  'reset',
  'passwordChanged',
  'emailConfirm',
  'emailChanged',
  'addressChanged',
  'accountDeleted',
];
const LINKED = new Set<AccountMailKind>(['optin', 'reset', 'emailConfirm', 'emailChanged']);

describe('account mails: every kind in de, en and fr, as HTML and plain text', () => {
  const langs = ['de', 'en', 'fr'] as const;
  it.each(KINDS.flatMap((kind) => langs.map((lang) => [kind, lang] as const)))(
    '%s in %s',
    (kind, lang) => {
      const url = 'https://shop.example.ch/optin/abc';
      const mail = accountMail({ kind, lang, to: 'a@example.ch', name: '<b>Zoë</b>', url });
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.html).toContain(`lang="${lang}"`);
      // Customer text is escaped in HTML, verbatim in plain text.
      expect(mail.html).toContain('&lt;b&gt;Zoë&lt;/b&gt;');
      expect(mail.html).not.toContain('<b>Zoë</b>');
      expect(mail.text).toContain('<b>Zoë</b>');
      expect(mail.text.includes(url)).toBe(LINKED.has(kind));
    },
  );

  it('uses different subjects per language', () => {
    const subjects = new Set(
      (['de', 'en', 'fr'] as const).map(
        (lang) => accountMail({ kind: 'reset', lang, to: 'a@b.ch', name: 'x' }).subject,
      ),
    );
    expect(subjects.size).toBe(3);
  });
});
