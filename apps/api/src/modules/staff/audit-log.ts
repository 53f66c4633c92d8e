import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';
import type { AuditEntryInput, AuditLog } from './staff-access.js';
import type { StaffRepository } from './staff.repository.js';

/** Requests that wrote at least one audit entry (the generic 'request' entry is then not needed). */
const recorded = new WeakSet<FastifyRequest>();

export function hasAuditEntry(request: FastifyRequest): boolean {
  return recorded.has(request);
}

/** JSON-safe, or null (jsonb takes no undefined). */
function jsonOrNull(value: unknown): unknown {
  return value === undefined ? null : value;
}

export interface StaffAuditLog extends AuditLog {
  /** An entry for a named staff member (a sign-in, before request.staff exists) or none. */
  recordFor(
    executor: Executor,
    request: FastifyRequest,
    staffId: string | null,
    entry: AuditEntryInput,
  ): Promise<void>;
}

/** The audit log: one row per entry, written in the caller's executor (its transaction). */
export function createAuditLog(repo: StaffRepository, now: () => Date): StaffAuditLog {
  async function recordFor(
    executor: Executor,
    request: FastifyRequest,
    staffId: string | null,
    entry: AuditEntryInput,
  ): Promise<void> {
    await repo.insertAudit(
      {
        at: now(),
        staffId,
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId,
        orderId: entry.orderId ?? null,
        before: jsonOrNull(entry.before),
        after: jsonOrNull(entry.after),
        clientAddress: request.ip,
        requestId: String(request.id),
      },
      executor,
    );
    recorded.add(request);
  }
  return {
    recordFor,
    record: (executor, request, entry) =>
      recordFor(executor, request, request.staff?.id ?? null, entry),
  };
}
