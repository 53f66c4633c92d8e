import type { Viewport } from '../../../lib/viewport';

/** Content pages scroll to their anchor this long after the navigation (spec 1 §2). */
export const ANCHOR_SCROLL_DELAY_MS = 250;

/**
 * Space left above an anchor target, in px, for the sticky header (and the order-process panel),
 * spec 1 §2's figures "180/0, 70/0, 60, 240" read as: desktop and wider 180 (240 while the order
 * panel is shown), tablet 70, phone 60; horizontally always 0.
 */
export function anchorOffset(viewport: Viewport, isPanelShown: boolean): { top: number; left: 0 } {
  if (viewport === 'mobile') return { top: 60, left: 0 };
  if (viewport === 'tablet') return { top: 70, left: 0 };
  return { top: isPanelShown ? 240 : 180, left: 0 };
}
