import type { AuthStatus } from '../../../lib/server-state/auth-status';

/** What a protected page does next (spec 2 §2 "Route guard"). */
export type GuardStep = 'checking' | 'refresh' | 'allow' | 'redirect';

/** The refresh call's state: not yet made, running, or its answer (201 → true). */
export type RefreshState = 'idle' | 'pending' | boolean;

/**
 * Logged in → the page. Logged out → first a refresh call (the session may only have idled);
 * if it answers 201 the sign-in state is read again, else the visitor goes to /login.
 */
export function decideGuardStep(status: AuthStatus | undefined, refresh: RefreshState): GuardStep {
  if (status === undefined) return 'checking';
  if (status.isLoggedIn) return 'allow';
  if (refresh === 'idle') return 'refresh';
  if (refresh === false) return 'redirect';
  return 'checking';
}
