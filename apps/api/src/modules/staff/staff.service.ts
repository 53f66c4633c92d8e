import { randomUUID } from 'node:crypto';
import {
  checkPasswordNotCommon,
  STAFF_ENROLMENT_TTL_MS,
  STAFF_RECOVERY_CODE_COUNT,
  STAFF_SESSION_ABSOLUTE_MS,
  STAFF_SESSION_IDLE_MS,
  type StaffRole,
} from '@print/domain';
import type { FastifyRequest } from 'fastify';
import type { Db, Executor } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import { generateSecretToken, hashToken, type PasswordHasher } from '../accounts/index.js';
import type { StaffAuditLog } from './audit-log.js';
import { sealLegacySecrets, type SecretBox } from './secret-box.js';
import { changeStaffRole, resetStaffEnrolment, setStaffDisabled } from './staff-admin.js';
import type { StaffPrincipal } from './staff-access.js';
import type { AuditFilter, StaffMemberRow, StaffRepository } from './staff.repository.js';
import {
  isTotpCode,
  matchTotp,
  newRecoveryCode,
  newTotpSecret,
  normaliseRecoveryCode,
  totpEnrolmentOf,
} from './totp.js';

/** A session's last-seen time is written at most this often (not on every request). */
const TOUCH_INTERVAL_MS = 60_000;
const USER_AGENT_MAX_LENGTH = 200;
/** Failed sign-ins within this window are counted per e-mail and per client address. */
export const STAFF_SIGNIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const STAFF_SIGNIN_FAILURES_PER_ACCOUNT = 10;
export const STAFF_SIGNIN_FAILURES_PER_CLIENT = 30;

export interface StaffSessionView {
  readonly principal: StaffPrincipal;
  readonly expiresAt: Date;
}

export interface StartedSession {
  readonly token: string;
  readonly view: StaffSessionView;
}

export interface StaffDeps {
  readonly db: Db;
  readonly repo: StaffRepository;
  readonly now: () => Date;
  readonly hasher: PasswordHasher;
  readonly commonPasswords: ReadonlySet<string>;
  readonly audit: StaffAuditLog;
  /** TOTP secrets are stored sealed (AES-256-GCM, secret-box.ts), opened only to check a code. */
  readonly secrets: SecretBox;
}

export function staffEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

function principalOf(
  member: StaffMemberRow,
  session: { id: string; totpVerified: boolean },
): StaffPrincipal {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    sessionId: session.id,
    totpEnrolled: member.totpEnrolled && session.totpVerified,
  };
}

const signinFailed = () =>
  new ApiError(401, 'STAFF_SIGNIN_FAILED', 'E-mail, password or code is not correct');
const enrolmentInvalid = () =>
  new ApiError(404, 'STAFF_ENROLMENT_INVALID', 'This enrolment link is unknown, used or expired');

/** Staff accounts: enrolment, TOTP, sign-in, sessions (issue 25 item 1). */
export function createStaffService(deps: StaffDeps) {
  const { db, repo, now, hasher, audit, secrets } = deps;

  async function startSession(
    member: StaffMemberRow,
    totpVerified: boolean,
    request: FastifyRequest,
  ): Promise<StartedSession> {
    const at = now();
    const token = generateSecretToken();
    const session = {
      id: randomUUID(),
      tokenHash: hashToken(token),
      staffId: member.id,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(at.getTime() + STAFF_SESSION_ABSOLUTE_MS),
      totpVerified,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX_LENGTH),
    };
    await repo.insertSession(session);
    return {
      token,
      view: { principal: principalOf(member, session), expiresAt: session.expiresAt },
    };
  }

  async function issueEnrolment(staffId: string, executor: Executor = db) {
    const at = now();
    await repo.retireEnrolments(staffId, at, executor);
    const token = generateSecretToken();
    const expiresAt = new Date(at.getTime() + STAFF_ENROLMENT_TTL_MS);
    await repo.insertEnrolment(
      { id: randomUUID(), tokenHash: hashToken(token), staffId, createdAt: at, expiresAt },
      executor,
    );
    return { token, expiresAt };
  }

  async function failSignin(
    request: FastifyRequest,
    email: string,
    member: StaffMemberRow | null,
    reason: string,
  ): Promise<never> {
    await audit.recordFor(db, request, null, {
      action: 'staff.signin_failed',
      entityType: 'staff',
      entityId: member?.id ?? null,
      after: { email, reason },
    });
    throw signinFailed();
  }

  function openSecret(stored: string, staffId: string): string | null {
    try {
      return secrets.open(stored, staffId);
    } catch {
      return null;
    }
  }

  async function checkCode(member: StaffMemberRow, code: string): Promise<string | null> {
    const at = now();
    if (isTotpCode(code)) {
      if (member.totpSecret === null) return 'code';
      const secret = openSecret(member.totpSecret, member.id);
      // Sealed with another key (STAFF_TOTP_KEY changed, another DATA_DIR): a refused sign-in
      // with its own reason in the audit log, never a 500; an owner resets the member's sign-in.
      if (secret === null) return 'secret_unreadable';
      const step = matchTotp(secret, code.trim(), at);
      if (step === null) return 'code';
      return (await repo.takeTotpStep(member.id, step)) ? null : 'code_replayed';
    }
    const used = await repo.useRecoveryCode(member.id, hashToken(normaliseRecoveryCode(code)), at);
    return used ? null : 'recovery_code';
  }

  return {
    issueEnrolment,

    /** The live session of a cookie's token; a dead one (idle, absolute, disabled) is deleted. */
    async resolve(token: string): Promise<StaffSessionView | null> {
      const found = await repo.findSessionByTokenHash(hashToken(token));
      if (!found) return null;
      const { session, member } = found;
      const at = now();
      const dead =
        at.getTime() >= session.expiresAt.getTime() ||
        at.getTime() - session.lastSeenAt.getTime() >= STAFF_SESSION_IDLE_MS ||
        member.disabledAt !== null;
      if (dead) {
        await repo.deleteSession(session.id);
        return null;
      }
      if (at.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        await repo.touchSession(session.id, at);
      }
      return { principal: principalOf(member, session), expiresAt: session.expiresAt };
    },

    /** A new staff member and the one-time link that enrols them (24 h). */
    async createMember(
      input: { email: string; name: string; role: StaffRole },
      request?: FastifyRequest,
    ) {
      const at = now();
      const member = {
        id: randomUUID(),
        email: staffEmailKey(input.email),
        name: input.name.trim(),
        role: input.role,
        createdAt: at,
        updatedAt: at,
      };
      if (!(await repo.insertMember(member))) {
        throw new ApiError(409, 'STAFF_EMAIL_TAKEN', 'A staff member with this e-mail exists');
      }
      const link = await issueEnrolment(member.id);
      const row = await repo.findMemberById(member.id);
      if (!row) throw new Error('staff member vanished');
      if (request) {
        await audit.record(db, request, {
          action: 'staff.create',
          entityType: 'staff',
          entityId: row.id,
          after: { email: row.email, name: row.name, role: row.role },
        });
      }
      return { member: row, ...link };
    },

    /**
     * A fresh enrolment link for a member (earlier unused links stop working); the current
     * password and authenticator work until the link is used (the staff:create command).
     */
    async reissueEnrolment(id: string) {
      const member = await repo.findMemberById(id);
      if (!member || member.disabledAt !== null) {
        throw new ApiError(404, 'STAFF_NOT_FOUND', 'No such staff member');
      }
      return { member, ...(await issueEnrolment(member.id)) };
    },

    /**
     * Resets a member's enrolment: their password, authenticator, recovery codes and sessions end
     * now; the new one-time link (24 h, earlier ones retired) is the way back in (staff-admin.ts).
     */
    resetEnrolment: (id: string, request: FastifyRequest) =>
      resetStaffEnrolment(deps, id, request, (tx, staffId) => issueEnrolment(staffId, tx)),
    changeRole: (id: string, role: StaffRole, request: FastifyRequest) =>
      changeStaffRole(deps, id, role, request),
    /** Disables (sessions end, sign-in refused) or enables a member; never the last owner. */
    setDisabled: (id: string, isDisabled: boolean, request: FastifyRequest) =>
      setStaffDisabled(deps, id, isDisabled, request),

    async enrolmentInfo(token: string) {
      const found = await repo.findLiveEnrolment(hashToken(token), now());
      if (!found) throw enrolmentInvalid();
      return { email: found.member.email, name: found.member.name };
    },

    /**
     * Uses the enrolment link once: sets the password, forgets any earlier authenticator,
     * recovery codes and sessions, and opens a session that reaches only the TOTP enrolment.
     */
    async enrol(token: string, password: string, request: FastifyRequest): Promise<StartedSession> {
      const tokenHash = hashToken(token);
      if (!(await repo.findLiveEnrolment(tokenHash, now()))) throw enrolmentInvalid();
      const common = checkPasswordNotCommon(password, deps.commonPasswords);
      if (!common.ok) throw new ApiError(400, 'PASSWORD_TOO_COMMON', common.error.message);
      const passwordHash = await hasher.hash(password);
      const staffId = await db.transaction(async (tx) => {
        const id = await repo.consumeEnrolment(tokenHash, now(), tx);
        if (id === null) return null;
        await repo.updateMember(
          id,
          {
            passwordHash,
            totpSecret: null,
            totpPendingSecret: null,
            totpEnrolled: false,
            totpLastStep: null,
            updatedAt: now(),
          },
          tx,
        );
        await repo.deleteRecoveryCodes(id, tx);
        await repo.deleteSessionsOf(id, tx);
        await audit.recordFor(tx, request, id, {
          action: 'staff.enrolled',
          entityType: 'staff',
          entityId: id,
        });
        return id;
      });
      if (staffId === null) throw enrolmentInvalid();
      const member = await repo.findMemberById(staffId);
      if (!member) throw enrolmentInvalid();
      return startSession(member, false, request);
    },

    /** A fresh secret for the authenticator app (kept pending until its first code is confirmed). */
    async totpSetup(principal: StaffPrincipal) {
      const member = await repo.findMemberById(principal.id);
      if (!member) throw signinFailed();
      if (member.totpEnrolled) {
        throw new ApiError(
          409,
          'STAFF_TOTP_ALREADY_ENROLLED',
          'TOTP is enrolled already; a new enrolment link starts over',
        );
      }
      const secret = newTotpSecret();
      await repo.updateMember(member.id, {
        totpPendingSecret: secrets.seal(secret, member.id),
        updatedAt: now(),
      });
      return totpEnrolmentOf(secret, member.email);
    },

    /** The first code proves the app: TOTP is enrolled, ten recovery codes answered once. */
    async totpConfirm(principal: StaffPrincipal, code: string, request: FastifyRequest) {
      const member = await repo.findMemberById(principal.id);
      if (!member) throw signinFailed();
      if (member.totpEnrolled) {
        throw new ApiError(409, 'STAFF_TOTP_ALREADY_ENROLLED', 'TOTP is enrolled already');
      }
      if (member.totpPendingSecret === null) {
        throw new ApiError(409, 'STAFF_TOTP_SETUP_REQUIRED', 'Set up the authenticator first');
      }
      const secret = secrets.open(member.totpPendingSecret, member.id);
      const at = now();
      const step = matchTotp(secret, code, at);
      if (step === null) {
        throw new ApiError(422, 'STAFF_CODE_INVALID', 'The code does not match; try the next one');
      }
      const recoveryCodes = Array.from({ length: STAFF_RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction(async (tx) => {
        await repo.updateMember(
          member.id,
          {
            totpSecret: secrets.seal(secret, member.id),
            totpPendingSecret: null,
            totpEnrolled: true,
            totpLastStep: step,
            updatedAt: at,
          },
          tx,
        );
        await repo.replaceRecoveryCodes(
          member.id,
          recoveryCodes.map((c) => ({
            id: randomUUID(),
            staffId: member.id,
            codeHash: hashToken(normaliseRecoveryCode(c)),
            createdAt: at,
          })),
          tx,
        );
        await repo.markSessionVerified(principal.sessionId, tx);
        await audit.record(tx, request, {
          action: 'staff.totp_enrolled',
          entityType: 'staff',
          entityId: member.id,
        });
      });
      return {
        recoveryCodes,
        principal: { ...principal, totpEnrolled: true } satisfies StaffPrincipal,
      };
    },

    /**
     * E-mail, password and code (TOTP or a recovery code), each wrong part answered alike. Failed
     * attempts are audit entries, counted per e-mail and per client within 15 minutes.
     */
    async signIn(
      input: { email: string; password: string; code: string },
      request: FastifyRequest,
    ): Promise<StartedSession> {
      const email = staffEmailKey(input.email);
      const since = new Date(now().getTime() - STAFF_SIGNIN_FAILURE_WINDOW_MS);
      const failures = await repo.countSigninFailures(email, request.ip, since);
      if (
        failures.account >= STAFF_SIGNIN_FAILURES_PER_ACCOUNT ||
        failures.client >= STAFF_SIGNIN_FAILURES_PER_CLIENT
      ) {
        throw new ApiError(429, 'RATE_LIMITED', 'Too many failed sign-ins, try again later', {
          retryAfterSeconds: STAFF_SIGNIN_FAILURE_WINDOW_MS / 1000,
        });
      }
      const member = await repo.findMemberByEmail(email);
      if (!member || member.passwordHash === null) {
        await hasher.verifyDummy(input.password);
        return failSignin(request, email, member, member ? 'not_enrolled' : 'unknown');
      }
      if (!(await hasher.verify(member.passwordHash, input.password))) {
        return failSignin(request, email, member, 'password');
      }
      if (member.disabledAt !== null) return failSignin(request, email, member, 'disabled');
      if (!member.totpEnrolled) return failSignin(request, email, member, 'not_enrolled');
      const wrong = await checkCode(member, input.code);
      if (wrong !== null) return failSignin(request, email, member, wrong);
      const started = await startSession(member, true, request);
      await audit.recordFor(db, request, member.id, {
        action: 'staff.signin',
        entityType: 'staff',
        entityId: member.id,
        after: { method: isTotpCode(input.code) ? 'totp' : 'recovery_code' },
      });
      return started;
    },

    endSession: (sessionId: string) => repo.deleteSession(sessionId),
    endAllSessions: (staffId: string) => repo.deleteSessionsOf(staffId),

    sweep: () => repo.deleteDeadSessions(now(), new Date(now().getTime() - STAFF_SESSION_IDLE_MS)),

    listMembers: () => repo.listMembers(),
    findMember: (id: string) => repo.findMemberById(id),
    findMemberByEmail: (email: string) => repo.findMemberByEmail(staffEmailKey(email)),

    /** Seals the TOTP secrets stored before encryption (the `migrate` role's start-up step). */
    sealLegacySecrets: () => sealLegacySecrets(repo, secrets),

    auditPage: (filter: AuditFilter, page: number, pageSize: number) =>
      repo.auditPage(filter, page, pageSize),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
