import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../storage/storage-config.js';

export interface S3StandIn {
  readonly settings: S3Settings;
  /** The environment a server process needs for this bucket. */
  readonly env: Readonly<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * s3rver on a free loopback port with one bucket, its objects in a temporary folder. It checks
 * no signature, size or type: the code under test must.
 */
export async function startS3StandIn(
  options: { readonly presignedUrlSeconds?: number } = {},
): Promise<S3StandIn> {
  const directory = await mkdtemp(join(tmpdir(), 'pp-s3rver-'));
  const bucket = 'print-portal-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    bucket,
    endpoint,
    region: 'us-east-1',
    // s3rver's own fixed pair; it verifies nothing, the SDK needs some credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    presignedUrlSeconds: options.presignedUrlSeconds ?? null,
  };
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      ...(options.presignedUrlSeconds
        ? { S3_PRESIGNED_DOWNLOAD_SECONDS: String(options.presignedUrlSeconds) }
        : {}),
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
