import { useCallback, useEffect, useState } from 'react';
import { scheduleIdleTask } from '../utils/schedule-idle-task';

/** The viewer starts by itself after this long even when no price arrives (error, no scale). */
export const VIEWER_MAX_WAIT_MS = 4000;

/**
 * Holds the 3D viewer back until the first prices are painted, then lets it in at the next idle
 * period: loading three.js and a big model must never delay the price (issue 5). Returns whether
 * the viewer may mount and the function to call when the prices are on screen.
 */
export function useDeferredViewer(key: string | null): {
  readonly isViewerDue: boolean;
  readonly releaseViewer: () => void;
} {
  const [dueKey, setDueKey] = useState<string | null>(null);
  const [releasedKey, setReleasedKey] = useState<string | null>(null);
  const releaseViewer = useCallback(() => setReleasedKey(key), [key]);

  useEffect(() => {
    if (key === null) return;
    // Released: after the paint of the prices (two frames), then idle time. Otherwise a cap.
    if (releasedKey === key) {
      let cancel = () => undefined as void;
      const frame = requestAnimationFrame(() => {
        cancel = scheduleIdleTask(0, () => setDueKey(key));
      });
      return () => {
        cancelAnimationFrame(frame);
        cancel();
      };
    }
    return scheduleIdleTask(VIEWER_MAX_WAIT_MS, () => setDueKey(key));
  }, [key, releasedKey]);

  return { isViewerDue: key !== null && dueKey === key, releaseViewer };
}
