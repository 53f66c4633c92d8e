/** The desk's home: the order list. */
export const DESK_HOME = '/admin/orders';

/**
 * Where to go after signing in: a desk path from `?next=` (never another site or a shop page, so
 * a crafted link cannot send the member elsewhere), else the order list.
 */
export function safeDeskTarget(next: string | null): string {
  if (next === null || !next.startsWith('/admin/') || next.startsWith('/admin/sign-in')) {
    return DESK_HOME;
  }
  if (next.includes('//') || next.includes('\\')) return DESK_HOME;
  return next;
}

/** The sign-in page that brings the member back to `from` afterwards. */
export function signInPath(from: string, reason: 'expired' | 'signedOut' | null): string {
  const params = new URLSearchParams();
  if (from !== DESK_HOME && from.startsWith('/admin/')) params.set('next', from);
  if (reason === 'expired') params.set('expired', '1');
  if (reason === 'signedOut') params.set('signedOut', '1');
  const text = params.toString();
  return text === '' ? '/admin/sign-in' : `/admin/sign-in?${text}`;
}

const LAST_LIST_KEY = 'deskLastOrderList';

/** Remembers the list's filters, so "back to the list" from an order returns to the same list. */
export function rememberListSearch(search: string): void {
  sessionStorage.setItem(LAST_LIST_KEY, search);
}

export function lastListPath(): string {
  const search = sessionStorage.getItem(LAST_LIST_KEY) ?? '';
  return search === '' ? DESK_HOME : `${DESK_HOME}?${search}`;
}
