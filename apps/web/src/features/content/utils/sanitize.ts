import DOMPurify from 'dompurify';

/**
 * The browser's line of defence for HTML from the content service (the server sanitized it on
 * import): DOMPurify with a narrow allow-list parses it into a fragment, and `html-to-react`
 * turns only allowed tags and attributes of that fragment into React elements, so nothing is
 * ever written with innerHTML.
 */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'abbr',
  'code',
  'pre',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'hr',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
] as const;

/** Allowed attributes per tag, as React props. */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly (readonly [string, string])[]>> =
  {
    a: [
      ['href', 'href'],
      ['title', 'title'],
      ['hreflang', 'hrefLang'],
    ],
    abbr: [['title', 'title']],
    th: [
      ['scope', 'scope'],
      ['colspan', 'colSpan'],
      ['rowspan', 'rowSpan'],
    ],
    td: [
      ['colspan', 'colSpan'],
      ['rowspan', 'rowSpan'],
    ],
    span: [['lang', 'lang']],
  };

/** http(s), mailto, tel, same-site paths and anchors; never javascript:, data: or //host. */
export const SAFE_URI = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

/**
 * A parsed, sanitized fragment of the HTML; null where there is no DOM parser. Where DOMPurify
 * cannot run (the build's pre-render gives a DOMParser but no window), the parser's fragment
 * alone: html-to-react keeps only the allow-list either way, and the server sanitized on import.
 */
export function sanitizeToFragment(html: string): DocumentFragment | null {
  if (typeof DOMParser === 'undefined') return null;
  if (DOMPurify.isSupported) {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS: [...ALLOWED_TAGS],
      ALLOWED_ATTR: ['href', 'title', 'hreflang', 'scope', 'colspan', 'rowspan', 'lang'],
      ALLOWED_URI_REGEXP: SAFE_URI,
      ALLOW_DATA_ATTR: false,
      RETURN_DOM_FRAGMENT: true,
    });
  }
  const document = new DOMParser().parseFromString(html, 'text/html');
  const fragment = document.createDocumentFragment();
  fragment.append(...document.body.childNodes);
  return fragment;
}
