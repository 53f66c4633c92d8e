import { useCallback, useLayoutEffect, useRef } from 'react';
import { ScrollRestoration } from 'react-router';

type Position = { readonly x: number; readonly y: number };

/**
 * React Router's scroll restoration (a new page starts at the top, back and forward return to
 * where the visitor was), except on its first commit. Mounting, ScrollRestoration scrolls a page
 * it has no saved position for to the top. A pre-rendered page is on screen and scrollable before
 * the app has started (on a slow phone for seconds): hydrating it threw a visitor who had already
 * scrolled back to the top, and a tap in flight landed on whatever moved under the finger. So the
 * position the page has just before ScrollRestoration's first effect is read by the sibling before
 * it and put back by the sibling after it: siblings' layout effects run in order, in one commit,
 * before the browser paints, so nothing jumps.
 */
export function PageScrollRestoration() {
  const before = useRef<Position | null>(null);
  const read = useCallback(() => {
    before.current = { x: window.scrollX, y: window.scrollY };
  }, []);
  const keep = useCallback(() => {
    const position = before.current;
    if (position === null) return;
    if (window.scrollX !== position.x || window.scrollY !== position.y) {
      window.scrollTo(position.x, position.y);
    }
  }, []);
  return (
    <>
      <OnFirstCommit run={read} />
      <ScrollRestoration />
      <OnFirstCommit run={keep} />
    </>
  );
}

/** Runs `run` in a layout effect when it mounts, in its place among its siblings' effects. */
function OnFirstCommit({ run }: { readonly run: () => void }) {
  useLayoutEffect(() => {
    run();
  }, [run]);
  return null;
}
