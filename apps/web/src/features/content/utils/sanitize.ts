import DOMPurify from 'dompurify';
import { CONTENT_HTML_ATTRIBUTES, CONTENT_HTML_TAGS, CONTENT_SAFE_URL } from '@print/contracts';

/**
 * The browser's line of defence for HTML from the content service (the server sanitized it on
 * import): DOMPurify with the allow-list of packages/contracts (the one the server uses) parses it
 * into a fragment, and `html-to-react` turns only allowed tags and attributes of that fragment into
 * React elements, so nothing is ever written with innerHTML.
 */
export const ALLOWED_TAGS = CONTENT_HTML_TAGS;

/** HTML attribute names whose React prop is spelt differently. */
const REACT_PROP: Readonly<Record<string, string>> = {
  hreflang: 'hrefLang',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
};

/** Allowed attributes per tag, as [HTML attribute, React prop] pairs. */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly (readonly [string, string])[]>> =
  Object.fromEntries(
    Object.entries(CONTENT_HTML_ATTRIBUTES).map(([tag, attributes]) => [
      tag,
      attributes.map((attribute) => [attribute, REACT_PROP[attribute] ?? attribute] as const),
    ]),
  );

const ALLOWED_ATTRIBUTE_NAMES = [...new Set(Object.values(CONTENT_HTML_ATTRIBUTES).flat())];

/** http(s), mailto, tel, same-site paths and anchors; never javascript:, data: or //host. */
export const SAFE_URI = CONTENT_SAFE_URL;

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
      ALLOWED_ATTR: ALLOWED_ATTRIBUTE_NAMES,
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
