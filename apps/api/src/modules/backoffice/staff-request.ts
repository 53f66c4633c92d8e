import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/api-error.js';
import type { StaffAccessService, StaffPrincipal } from '../staff/staff-access.js';
import type { AuditWriter } from './order-status-change.js';

/**
 * The request's staff member. The staff module's hook has already refused everyone the route's
 * `staffAccess` does not admit; a missing member here is a broken invariant, answered like any
 * unknown /api/admin route (404), never as a hint that the desk exists.
 */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  const staff = request.staff as StaffPrincipal | null | undefined;
  if (staff === null || staff === undefined)
    throw new ApiError(404, 'ROUTE_NOT_FOUND', 'Route not found');
  return staff;
}

/** The audit writer of this request: rows in the caller's transaction. */
export function auditOf(
  staff: Pick<StaffAccessService, 'audit'>,
  request: FastifyRequest,
): AuditWriter {
  return (tx, entry) => staff.audit.record(tx, request, entry);
}
