import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createDiskStorage, type FileStorage } from './file-storage.js';
import { createS3Storage } from './s3-storage.js';

/** The S3 bucket of the file storage (S3_*); secrets come from the environment only. */
export interface S3Settings {
  readonly bucket: string;
  /** Unset: AWS's endpoint for the region. */
  readonly endpoint: string | undefined;
  readonly region: string;
  /** Unset (both): the SDK's default chain (instance role, AWS_* variables, profile). */
  readonly accessKeyId: string | undefined;
  readonly secretAccessKey: string | undefined;
  readonly forcePathStyle: boolean;
  /** Downloads redirect to presigned URLs valid this long; null: the server streams them. */
  readonly presignedUrlSeconds: number | null;
}

/** Longest lifetime S3 accepts for a presigned URL (SigV4): 7 days. */
const MAX_PRESIGNED_SECONDS = 604_800;

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

/** S3_BUCKET set: the bucket; unset: undefined (the local disk under DATA_DIR/uploads). */
export function loadS3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET || undefined;
  if (bucket === undefined) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^\s/]+/.test(endpoint))
    throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  const rawSeconds = env.S3_PRESIGNED_DOWNLOAD_SECONDS;
  let presignedUrlSeconds: number | null = null;
  if (rawSeconds !== undefined && rawSeconds !== '') {
    presignedUrlSeconds = Number(rawSeconds);
    if (
      !Number.isSafeInteger(presignedUrlSeconds) ||
      presignedUrlSeconds < 1 ||
      presignedUrlSeconds > MAX_PRESIGNED_SECONDS
    )
      throw new Error(
        `S3_PRESIGNED_DOWNLOAD_SECONDS must be 1–${MAX_PRESIGNED_SECONDS}, got "${rawSeconds}"`,
      );
  }
  return {
    bucket,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    // A custom endpoint (MinIO, Ceph, s3rver) rarely has per-bucket host names.
    forcePathStyle: parseBoolean(
      'S3_FORCE_PATH_STYLE',
      env.S3_FORCE_PATH_STYLE,
      endpoint !== undefined,
    ),
    presignedUrlSeconds,
  };
}

/** Work folders older than this were left by a process that died (analyses last minutes). */
const STALE_WORK_FOLDER_MS = 24 * 3600 * 1000;

/** Removes work folders a killed process left behind (best effort, at start). */
export async function sweepStaleWorkFolders(workRoot: string, now = Date.now()): Promise<void> {
  const names = await readdir(workRoot).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.startsWith('stage-'))) {
    const path = join(workRoot, name);
    const info = await stat(path).catch(() => null);
    if (info !== null && now - info.mtimeMs > STALE_WORK_FOLDER_MS)
      await rm(path, { recursive: true, force: true });
  }
}

/** The file storage the configuration names: the S3 bucket, else DATA_DIR/uploads. */
export function createFileStorage(config: {
  readonly dataDir: string;
  readonly s3?: S3Settings | undefined;
}): FileStorage {
  if (config.s3 === undefined) return createDiskStorage(join(config.dataDir, 'uploads'));
  const workRoot = join(config.dataDir, 'tmp');
  void sweepStaleWorkFolders(workRoot).catch(() => undefined);
  return createS3Storage(config.s3, workRoot);
}
