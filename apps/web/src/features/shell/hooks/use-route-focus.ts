import { useEffect, useRef } from 'react';
import { getViewport } from '../../../lib/viewport';
import { ANCHOR_SCROLL_DELAY_MS, anchorOffset } from '../utils/anchor-offset';

/** Hashes that open dialogs rather than point at an element. */
const DIALOG_HASHES = new Set(['#cookie-consent', '#newsletter', '#ustid']);
const HEADING_WAIT_MS = 3000;

function focusHeading(main: HTMLElement | null): boolean {
  const heading = main?.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

function scrollToAnchor(hash: string, isPanelShown: boolean): void {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  const offset = anchorOffset(getViewport(window.innerWidth), isPanelShown);
  const top = target.getBoundingClientRect().top + window.scrollY - offset.top;
  window.scrollTo({ top: Math.max(0, top), left: offset.left });
}

/**
 * After a navigation (not the first page load): focus moves to the new page's h1, so screen
 * readers start at the new content (the page may still be loading: waits up to 3 s for it); with
 * an anchor, the page scrolls to it after 250 ms, leaving the viewport's offset free.
 */
export function useRouteFocus(pathname: string, hash: string, isPanelShown: boolean): void {
  const isFirst = useRef(true);
  useEffect(() => {
    // The first page load keeps the browser's focus (at the top); only its anchor is scrolled to.
    const isFirstLoad = isFirst.current;
    isFirst.current = false;
    if (isFirstLoad && !hash) return;
    const timers: number[] = [];
    const started = Date.now();
    const main = document.getElementById('main');
    const tryFocus = () => {
      if (focusHeading(main) || Date.now() - started > HEADING_WAIT_MS) return;
      timers.push(window.setTimeout(tryFocus, 50));
    };
    if (!isFirstLoad && !document.activeElement?.closest('dialog')) tryFocus();
    if (hash && !DIALOG_HASHES.has(hash)) {
      timers.push(
        window.setTimeout(() => scrollToAnchor(hash, isPanelShown), ANCHOR_SCROLL_DELAY_MS),
      );
    }
    return () => timers.forEach((timer) => window.clearTimeout(timer));
    // Only a new address moves focus; the panel appearing does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash]);
}
