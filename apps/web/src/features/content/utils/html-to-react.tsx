import { createElement, Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, SAFE_URI } from './sanitize';

const TAGS = new Set<string>(ALLOWED_TAGS);
const VOID_TAGS = new Set(['br', 'hr']);
/** Dropped with everything inside them (their text is code or markup, never content). */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'noscript',
  'textarea',
]);

function propsOf(element: Element, tag: string): Record<string, string> {
  const props: Record<string, string> = {};
  for (const [attribute, prop] of ALLOWED_ATTRIBUTES[tag] ?? []) {
    const value = element.getAttribute(attribute);
    if (value === null) continue;
    if (attribute === 'href' && !SAFE_URI.test(value.trim())) continue;
    props[prop] = value;
  }
  return props;
}

// DOM node types by number: the global Node exists only in browsers, not in the build's render.
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === TEXT_NODE) return node.textContent;
  if (node.nodeType !== ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  const children = convertChildren(element);
  // Unknown tags vanish, their text stays (as the server's sanitizer does).
  if (!TAGS.has(tag)) return createElement(Fragment, { key }, ...children);
  const props = propsOf(element, tag);
  if (VOID_TAGS.has(tag)) return createElement(tag, { key });
  if (tag === 'a' && props.href?.startsWith('/')) {
    const { href, ...rest } = props;
    return createElement(Link, { key, to: href, ...rest }, ...children);
  }
  return createElement(tag, { key, ...props }, ...children);
}

function convertChildren(parent: Node): ReactNode[] {
  return [...parent.childNodes].map((child, index) => convert(child, index));
}

/** React elements of a sanitized fragment: only allowed tags and attributes, links checked. */
export function fragmentToReact(fragment: DocumentFragment): ReactNode[] {
  return convertChildren(fragment);
}
