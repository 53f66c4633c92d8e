import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import type { GeometryFigures } from '@print/domain';
import type { FileRecord } from '../modules/files/index.js';
import { createFilesService } from '../modules/files/files.service.js';
import { anonymousSessions } from '../modules/sessions/sessions.tables.js';

/** The anonymous session the fixtures' files belong to (a valid pp_sid: 22 base64url chars). */
export const TEST_SESSION_ID = 'testSessionId000000000';
/** Pass to app.inject as `cookies` to act as that session. */
export const TEST_COOKIES = { pp_sid: TEST_SESSION_ID };

/**
 * Geometry of an L-bracket, 50 × 50 × 50 mm, 20 cm³, 80 cm², walls 3 mm — the figures the
 * analysis service will write for a real bracket (measured in a CAD tool).
 */
export const BRACKET_MM: GeometryFigures = {
  volumeMm3: 20_000,
  areaMm2: 8_000,
  dimensionsMm: { x: 50, y: 50, z: 50 },
  thinnestWallMm: 3,
  shellCount: 1,
  isWatertight: true,
};

/**
 * Records `id` as a pp_sid this server minted (the sessions module drops any other): tests that
 * act as a made-up session register it first, as the server would have on its first answer.
 */
export async function registerTestSession(db: Db, id: string): Promise<void> {
  await db.insert(anonymousSessions).values({ id }).onConflictDoNothing();
}

/**
 * Stores an analysed 3D file, as the analysis service will; the only way until it lands. Its
 * owner session is registered as issued (registerTestSession).
 */
export async function insertAnalysedFile(
  db: Db,
  overrides: Partial<{
    figures: GeometryFigures;
    name: string;
    givenUnitOfLength: 'mm' | 'cm' | 'm' | 'inch';
    status: 'uploaded' | 'analysed';
    ownerSession: string;
  }> = {},
): Promise<FileRecord> {
  const ownerSession = overrides.ownerSession ?? TEST_SESSION_ID;
  await registerTestSession(db, ownerSession);
  return createFilesService({ db }).create({
    id: randomUUID(),
    ownerSession,
    name: overrides.name ?? 'bracket.stl',
    givenUnitOfLength: overrides.givenUnitOfLength ?? 'mm',
    status: overrides.status ?? 'analysed',
    figuresAsRead: overrides.status === 'uploaded' ? null : (overrides.figures ?? BRACKET_MM),
    repairInfo: null,
  });
}
