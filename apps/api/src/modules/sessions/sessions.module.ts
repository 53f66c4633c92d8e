import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { SESSION_MAX_AGE_S } from '../../plugins/session.js';
import { defineModule } from '../module-definition.js';
import { anonymousSessions } from './sessions.tables.js';

export interface SessionsService {
  /** Whether this server minted the id (and it is not past the cookie's lifetime). */
  isIssued(id: string): Promise<boolean>;
  /** Records a freshly minted id. */
  record(id: string): Promise<void>;
}

/** Ids known to be issued, kept in memory (an issued id stays issued for its 30 days). */
const KNOWN_IDS_CACHED = 10_000;

export function createSessionsService(db: Db): SessionsService {
  // The page's assets and API calls all carry pp_sid: the known ones are answered from memory.
  const known = new Set<string>();
  function remember(id: string): void {
    known.add(id);
    if (known.size > KNOWN_IDS_CACHED) {
      const oldest = known.values().next();
      if (oldest.done !== true) known.delete(oldest.value);
    }
  }
  return {
    async isIssued(id) {
      if (known.has(id)) return true;
      const rows = await db
        .select({ id: anonymousSessions.id })
        .from(anonymousSessions)
        .where(eq(anonymousSessions.id, id))
        .limit(1);
      if (rows.length > 0) remember(id);
      return rows.length > 0;
    },
    async record(id) {
      await db.insert(anonymousSessions).values({ id }).onConflictDoNothing();
      remember(id);
    },
  };
}

/**
 * A pp_sid the server never minted is dropped before any handler sees it (the caller is
 * anonymous without a session, and gets a new id when one is needed); an id minted during the
 * request is recorded before the answer carries its cookie.
 */
function registerSessionHooks(app: FastifyInstance, sessions: SessionsService): void {
  app.addHook('onRequest', async (request) => {
    const claimed = request.sessionId;
    if (claimed === null || (await sessions.isIssued(claimed))) return;
    request.sessionId = null;
    if (request.principalId === claimed) request.principalId = null;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const issued = request.issuedSessionId;
    if (issued !== null) {
      request.issuedSessionId = null;
      await sessions.record(issued);
    }
    return payload;
  });
}

/** Ids older than the cookie's lifetime (the browser has dropped them) go once a day. */
const SWEEP_CRON = '13 3 * * *';

/** The anonymous sessions this server issued (cookie pp_sid; plugins/session.ts mints them). */
export const sessionsModule = defineModule<Record<string, never>, SessionsService>({
  name: 'sessions',
  create({ db, now }) {
    const service = createSessionsService(db);
    return {
      service,
      hooks: (app) => registerSessionHooks(app, service),
      schedules: [
        {
          name: 'anonymous-sessions-sweep',
          cron: SWEEP_CRON,
          run: async () => {
            const before = new Date(now().getTime() - SESSION_MAX_AGE_S * 1000);
            await db.delete(anonymousSessions).where(lt(anonymousSessions.createdAt, before));
          },
        },
      ],
    };
  },
});
