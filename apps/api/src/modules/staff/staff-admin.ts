import type { StaffRole } from '@print/domain';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { StaffDeps } from './staff.service.js';
import type { StaffMemberRow } from './staff.repository.js';

/*
 * Owners administer the staff accounts (issue 25 item 1): change a role, disable and enable an
 * account, reset an enrolment. Each change and its audit entry are one transaction; a change that
 * would leave no active owner (demoting or disabling the last one) is refused with
 * STAFF_LAST_OWNER, checked under a lock on every active owner's row so that two owners demoting
 * each other at once cannot both succeed.
 */

type AdminDeps = Pick<StaffDeps, 'db' | 'repo' | 'now' | 'audit'>;

const notFound = () => new ApiError(404, 'STAFF_NOT_FOUND', 'No such staff member');
const lastOwner = () =>
  new ApiError(409, 'STAFF_LAST_OWNER', 'The desk needs at least one active owner');

/** Refuses when `member` is the only active owner left (under the owners' row lock). */
async function guardLastOwner(deps: AdminDeps, tx: Executor, member: StaffMemberRow) {
  const owners = await deps.repo.lockActiveOwners(tx);
  if (owners.length === 1 && owners[0] === member.id) throw lastOwner();
}

async function reload(deps: AdminDeps, id: string): Promise<StaffMemberRow> {
  const member = await deps.repo.findMemberById(id);
  if (!member) throw notFound();
  return member;
}

/** A member's new role; the sessions stay (the role is read on every request). */
export async function changeStaffRole(
  deps: AdminDeps,
  id: string,
  role: StaffRole,
  request: FastifyRequest,
): Promise<StaffMemberRow> {
  await deps.db.transaction(async (tx) => {
    const member = await deps.repo.findMemberById(id, tx);
    if (!member) throw notFound();
    if (member.role === role) return;
    if (member.role === 'owner' && member.disabledAt === null)
      await guardLastOwner(deps, tx, member);
    await deps.repo.updateMember(id, { role, updatedAt: deps.now() }, tx);
    await deps.audit.record(tx, request, {
      action: 'staff.role',
      entityType: 'staff',
      entityId: id,
      before: { role: member.role },
      after: { role },
    });
  });
  return reload(deps, id);
}

/** Disables (every session ends, sign-in is refused) or enables a member again. */
export async function setStaffDisabled(
  deps: AdminDeps,
  id: string,
  isDisabled: boolean,
  request: FastifyRequest,
): Promise<StaffMemberRow> {
  await deps.db.transaction(async (tx) => {
    const member = await deps.repo.findMemberById(id, tx);
    if (!member) throw notFound();
    if ((member.disabledAt !== null) === isDisabled) return;
    if (isDisabled && member.role === 'owner') await guardLastOwner(deps, tx, member);
    const at = deps.now();
    await deps.repo.updateMember(id, { disabledAt: isDisabled ? at : null, updatedAt: at }, tx);
    if (isDisabled) await deps.repo.deleteSessionsOf(id, tx);
    await deps.audit.record(tx, request, {
      action: isDisabled ? 'staff.disable' : 'staff.enable',
      entityType: 'staff',
      entityId: id,
      before: { disabled: !isDisabled },
      after: { disabled: isDisabled },
    });
  });
  return reload(deps, id);
}

/**
 * Resets a member's enrolment (a lost phone, a leaked password): password, authenticator,
 * recovery codes and sessions are gone at once, and a new one-time link (24 h) is the only way
 * back in. `issue` retires earlier links and writes the new one in the same transaction.
 */
export async function resetStaffEnrolment(
  deps: AdminDeps,
  id: string,
  request: FastifyRequest,
  issue: (tx: Executor, staffId: string) => Promise<{ token: string; expiresAt: Date }>,
) {
  const link = await deps.db.transaction(async (tx) => {
    const member = await deps.repo.findMemberById(id, tx);
    if (!member || member.disabledAt !== null) throw notFound();
    await deps.repo.updateMember(
      id,
      {
        passwordHash: null,
        totpSecret: null,
        totpPendingSecret: null,
        totpEnrolled: false,
        totpLastStep: null,
        updatedAt: deps.now(),
      },
      tx,
    );
    await deps.repo.deleteRecoveryCodes(id, tx);
    await deps.repo.deleteSessionsOf(id, tx);
    const issued = await issue(tx, id);
    await deps.audit.record(tx, request, {
      action: 'staff.enrolment_reset',
      entityType: 'staff',
      entityId: id,
      before: { enrolled: member.passwordHash !== null && member.totpEnrolled },
      after: { enrolled: false, linkExpiresAt: issued.expiresAt.toISOString() },
    });
    return issued;
  });
  return { member: await reload(deps, id), ...link };
}
