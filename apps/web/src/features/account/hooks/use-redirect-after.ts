import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Spec 2 §4, §9: after a password change or reset the page goes to /login after 3 s. */
export const REDIRECT_AFTER_PASSWORD_MS = 3000;

/**
 * Navigates to `target` (a localized path) `delayMs` after it is set; leaving the page before
 * cancels it. `afterNavigate` runs once the new page is shown (e.g. forgetting the sign-in
 * state, which the left page's guard would otherwise act on).
 */
export function useRedirectAfter(
  target: string | null,
  delayMs: number,
  afterNavigate?: () => void,
): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (target === null) return;
    const timer = setTimeout(() => {
      void Promise.resolve(navigate(target, { replace: true })).then(() => afterNavigate?.());
    }, delayMs);
    return () => clearTimeout(timer);
  }, [target, delayMs, navigate, afterNavigate]);
}
