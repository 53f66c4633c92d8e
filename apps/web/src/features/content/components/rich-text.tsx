import { useMemo } from 'react';
import { fragmentToReact } from '../utils/html-to-react';
import { sanitizeToFragment } from '../utils/sanitize';

/**
 * HTML from the content service, sanitized again in the browser and rendered as React elements
 * (never innerHTML); links to the shop's own pages navigate inside the app.
 */
export function RichText({
  html,
  className,
}: {
  readonly html: string;
  readonly className?: string;
}) {
  const nodes = useMemo(() => {
    const fragment = html === '' ? null : sanitizeToFragment(html);
    return fragment ? fragmentToReact(fragment) : [];
  }, [html]);
  if (nodes.length === 0) return null;
  return <div className={className ?? 'content-richtext'}>{nodes}</div>;
}
