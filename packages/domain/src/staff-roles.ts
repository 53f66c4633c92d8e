/**
 * Staff roles of the operator's desk (issue 25). owner: everything, staff accounts and prices;
 * office: orders, quotes, payments, customers; production: printability review and the
 * production states. Every /api/admin route names the roles that may call it.
 */
export const STAFF_ROLES = ['owner', 'office', 'production'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Staff passwords: at least 15 characters (NIST SP 800-63B-4, DECISIONS.md), at most 128. */
export const STAFF_PASSWORD_MIN_LENGTH = 15;
export const STAFF_PASSWORD_MAX_LENGTH = 128;

/** A staff session ends after 15 minutes without a request, and 8 hours after sign-in at the latest. */
export const STAFF_SESSION_IDLE_MS = 15 * 60 * 1000;
export const STAFF_SESSION_ABSOLUTE_MS = 8 * 60 * 60 * 1000;

/** The enrolment link printed by `staff:create` is valid 24 hours and once. */
export const STAFF_ENROLMENT_TTL_MS = 24 * 60 * 60 * 1000;

/** Ten one-time recovery codes, shown once at enrolment. */
export const STAFF_RECOVERY_CODE_COUNT = 10;

/**
 * The order statuses a production member may set (printability review and production); office
 * and owner may set every status the transition table allows.
 */
export const PRODUCTION_ROLE_STATUSES = [
  'FILES_PRINTABLE',
  'FILES_REPAIRED',
  'FILES_NOT_PRINTABLE',
  'IN_PRODUCTION',
  'PARTS_DEFECTIVE',
  'PARTS_REVIEWED',
  'ORDER_COMPLETED',
] as const;

export function mayStaffSetStatus(role: StaffRole, to: string): boolean {
  if (role !== 'production') return true;
  return (PRODUCTION_ROLE_STATUSES as readonly string[]).includes(to);
}
