import { randomUUID } from 'node:crypto';
import { isSessionAlive, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@print/domain';
import type { Db } from '../../db/client.js';
import { generateSecretToken, hashToken } from './secret-tokens.js';
import { createSessionsRepository, type SessionRow } from './sessions.repository.js';

/** A session's last-seen time is written at most this often (not on every request). */
const TOUCH_INTERVAL_MS = 60_000;
const USER_AGENT_MAX_LENGTH = 200;

export interface LiveSession {
  readonly id: string;
  readonly userId: string;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
}

export function sessionLimits(session: { readonly createdAt: Date }, now: Date) {
  return {
    idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    absoluteExpiresAt: new Date(session.createdAt.getTime() + SESSION_ABSOLUTE_MS),
  };
}

/**
 * Signed-in sessions: a random 32-byte token goes to the browser (cookie), only its SHA-256 is
 * stored. Alive while used within 30 minutes and younger than 12 hours (domain isSessionAlive).
 */
export function createSessionsService({ db, now }: { readonly db: Db; readonly now: () => Date }) {
  const repo = createSessionsRepository(db);
  const cutoffs = (at: Date) => ({
    idleSince: new Date(at.getTime() - SESSION_IDLE_MS),
    createdSince: new Date(at.getTime() - SESSION_ABSOLUTE_MS),
  });
  const alive = (row: SessionRow, at: Date) =>
    isSessionAlive(
      { createdAtMs: row.createdAt.getTime(), lastSeenAtMs: row.lastSeenAt.getTime() },
      at.getTime(),
    );
  return {
    /** A new session (and token) at every sign-in: a token is never carried across a login. */
    async start(
      userId: string,
      userAgent: string,
    ): Promise<{ token: string; session: LiveSession }> {
      const at = now();
      const token = generateSecretToken();
      const session = { id: randomUUID(), userId, createdAt: at, lastSeenAt: at };
      await repo.insert({
        ...session,
        tokenHash: hashToken(token),
        userAgent: userAgent.slice(0, USER_AGENT_MAX_LENGTH),
      });
      return { token, session };
    },
    /** The live session of a token, its last-seen time moved on; a dead one is deleted. */
    async resolve(token: string): Promise<LiveSession | null> {
      const row = await repo.findByTokenHash(hashToken(token));
      if (!row) return null;
      const at = now();
      if (!alive(row, at)) {
        await repo.deleteById(row.id);
        return null;
      }
      if (at.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        await repo.touch(row.id, at);
        return { ...row, lastSeenAt: at };
      }
      return row;
    },
    /** refresh: the session stays alive for another 30 minutes from now. */
    async extend(session: LiveSession): Promise<LiveSession> {
      const at = now();
      await repo.touch(session.id, at);
      return { ...session, lastSeenAt: at };
    },
    /**
     * Deletes the sessions that died unused (a used one is checked and deleted at its next use):
     * periodic housekeeping, never in a request.
     */
    sweep: async (): Promise<void> => {
      const { idleSince, createdSince } = cutoffs(now());
      await repo.deleteDead(idleSince, createdSince);
    },
    end: (sessionId: string) => repo.deleteById(sessionId),
    endAll: (userId: string) => repo.deleteForUser(userId),
    endOthers: (userId: string, keepId: string) => repo.deleteForUser(userId, keepId),
    async list(userId: string) {
      const { idleSince, createdSince } = cutoffs(now());
      return repo.listAlive(userId, idleSince, createdSince);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
