import sanitizeHtml from 'sanitize-html';
import { CONTENT_HTML_ATTRIBUTES, CONTENT_HTML_TAGS, CONTENT_URL_SCHEMES } from '@print/contracts';

/**
 * HTML in content data (bodytext, raw HTML elements) is cut down to the allow-list of
 * packages/contracts (the same list the browser applies before rendering). Links keep http(s),
 * mailto and tel schemes and relative paths only, so `javascript:` URLs lose their href.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...CONTENT_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(CONTENT_HTML_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...CONTENT_URL_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Script and style bodies are dropped with their tags, never left behind as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
