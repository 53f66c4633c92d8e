import { describe, expect, it } from 'vitest';
import { CONTENT_HTML_ATTRIBUTES, CONTENT_HTML_TAGS, CONTENT_SAFE_URL } from './content.js';

describe('the content HTML allow-list', () => {
  it.each([
    'https://example.ch/a',
    'http://example.ch',
    'mailto:info@example.ch',
    'tel:+41441234567',
    '/kontakt',
    '#top',
    'HTTPS://EXAMPLE.CH',
  ])('keeps the link %s', (url) => {
    expect(CONTENT_SAFE_URL.test(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    'vbscript:msgbox',
    'ftp://example.ch',
  ])('refuses the link %s', (url) => {
    expect(CONTENT_SAFE_URL.test(url)).toBe(false);
  });

  it('allows no tag that runs or embeds anything, and no event-handler attribute', () => {
    for (const tag of ['script', 'style', 'iframe', 'object', 'embed', 'form', 'img', 'svg']) {
      expect(CONTENT_HTML_TAGS).not.toContain(tag);
    }
    for (const attributes of Object.values(CONTENT_HTML_ATTRIBUTES)) {
      for (const attribute of attributes) expect(attribute).not.toMatch(/^on|^style$|^src$/);
    }
  });
});
