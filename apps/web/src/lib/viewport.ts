import { useSyncExternalStore } from 'react';

/**
 * Viewports of spec 1 §2: mobile ≤768, tablet 769–1023, desktop 1024–1215,
 * widescreen 1216–1407, full-hd ≥1408. The same numbers are the CSS breakpoints in styles/.
 */
export type Viewport = 'mobile' | 'tablet' | 'desktop' | 'widescreen' | 'fullhd';

export const VIEWPORT_MIN_WIDTH_PX = {
  tablet: 769,
  desktop: 1024,
  widescreen: 1216,
  fullhd: 1408,
} as const;

export function getViewport(widthPx: number): Viewport {
  if (widthPx >= VIEWPORT_MIN_WIDTH_PX.fullhd) return 'fullhd';
  if (widthPx >= VIEWPORT_MIN_WIDTH_PX.widescreen) return 'widescreen';
  if (widthPx >= VIEWPORT_MIN_WIDTH_PX.desktop) return 'desktop';
  if (widthPx >= VIEWPORT_MIN_WIDTH_PX.tablet) return 'tablet';
  return 'mobile';
}

/** Mobile and tablet share the compact header, panels and the mobile snackbar transition. */
export function isCompactViewport(viewport: Viewport): boolean {
  return viewport === 'mobile' || viewport === 'tablet';
}

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useViewport(): Viewport {
  return useSyncExternalStore(
    subscribeToResize,
    () => getViewport(window.innerWidth),
    () => 'desktop',
  );
}
