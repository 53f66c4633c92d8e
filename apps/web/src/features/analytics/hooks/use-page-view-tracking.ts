import { useEffect } from 'react';
import { pushPageView } from '../utils/data-layer';

/** Every navigation pushes one page view with path and route name (spec 1 §2). */
export function usePageViewTracking(pagePath: string, routeName: string): void {
  useEffect(() => {
    pushPageView(pagePath, routeName);
  }, [pagePath, routeName]);
}
