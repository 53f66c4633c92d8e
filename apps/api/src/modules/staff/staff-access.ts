import type { StaffRole } from '@print/domain';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';

/**
 * The desk's access contract (issue 25), shared by the staff module (which enforces it) and every
 * module with /api/admin routes (which declare it). Every route under /api/admin MUST carry
 * `config: { staffAccess }`; the staff module refuses to start with one that does not, and the
 * role × route matrix test is generated from the route list.
 *
 * - 'public': no staff session needed (sign-in, the enrolment link's pages).
 * - 'enrolling': any staff session, also one that has not enrolled TOTP yet (TOTP setup, sign-out).
 * - a list of roles: a fully signed-in staff member (password + TOTP) with one of these roles.
 *
 * Everyone else gets 404 NOT_FOUND: customers and anonymous callers never learn the desk exists.
 */
export type StaffAccess = 'public' | 'enrolling' | readonly StaffRole[];

/** The signed-in staff member of a request (set by the staff module's hook; null otherwise). */
export interface StaffPrincipal {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
  readonly sessionId: string;
  readonly totpEnrolled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
  interface FastifyContextConfig {
    staffAccess?: StaffAccess;
  }
}

/** What a staff action changed, for the audit log. */
export interface AuditEntryInput {
  /** Dotted verb, e.g. 'order.status', 'order.note', 'staff.signin', 'customer.block'. */
  readonly action: string;
  readonly entityType: string;
  readonly entityId: string | null;
  readonly orderId?: string | null;
  readonly before?: unknown;
  readonly after?: unknown;
}

/**
 * The audit log: who (the request's staff member), when, what, before/after, client address,
 * request id. `record` writes in the caller's executor, so the entry commits with the change it
 * describes (pass the transaction). A mutating /api/admin request that answers 2xx without any
 * `record` call gets a generic 'request' entry from the staff module's hook: nothing a staff
 * member does is unlogged.
 */
export interface AuditLog {
  record(executor: Executor, request: FastifyRequest, entry: AuditEntryInput): Promise<void>;
}

/** The staff module's service as other modules see it. */
export interface StaffAccessService {
  readonly audit: AuditLog;
  /** The staff member's display name by id (timelines), null for an unknown id. */
  nameOf(staffId: string): Promise<string | null>;
}
