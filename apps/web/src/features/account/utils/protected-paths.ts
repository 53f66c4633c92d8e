/** Spec 2 §2: the pages that need a login (app paths without the language prefix). */
const PROTECTED_PREFIXES = [
  '/account',
  '/mail-update',
  '/password-update',
  '/profile-update',
  '/order-details',
] as const;

/** True for a protected page; logging out there returns home (spec 2 §4). */
export function isProtectedPath(path: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
