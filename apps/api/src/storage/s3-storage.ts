import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { PassThrough, pipeline as pipelineCallback, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  checkKey,
  StorageUnavailableError,
  type FileStorage,
  type WorkFolder,
} from './file-storage.js';
import type { S3Settings } from './storage-config.js';

/** Parts of a multipart upload: 8 MiB (S3's minimum is 5), two in flight per upload. */
const PART_SIZE_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/** Files being written (renamed when complete, e.g. the derived files) are not put back yet. */
const TEMPORARY_SUFFIX = '.tmp';

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId !== undefined && settings.secretAccessKey !== undefined
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Stores other than AWS (MinIO, Ceph, s3rver …) refuse or ignore the SDK's default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/** Counts the bytes passing through (an upload's size, known only at its end). */
function byteCounter(): Transform & { readonly count: () => number } {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(counter, { count: () => bytes });
}

/**
 * The file storage in an S3 bucket. Writes go through lib-storage's multipart upload (streamed,
 * a part at a time); workers stage objects into a folder under `workRoot` and put their outputs
 * back. The store is trusted with nothing: sizes and types are checked before bytes arrive here.
 */
export function createS3Storage(
  settings: S3Settings,
  workRoot: string,
  client: S3Client = createS3Client(settings),
): FileStorage & { readonly client: S3Client } {
  const Bucket = settings.bucket;

  async function write(key: string, data: Readable | Buffer, contentType?: string) {
    checkKey(key);
    const counter = byteCounter();
    let body: Buffer | Readable;
    if (Buffer.isBuffer(data)) body = data;
    else {
      data.once('error', (error: Error) => counter.destroy(error));
      body = data.pipe(counter);
    }
    const upload = new Upload({
      client,
      params: { Bucket, Key: key, Body: body, ContentType: contentType },
      partSize: PART_SIZE_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    await upload.done();
    return { sizeBytes: Buffer.isBuffer(body) ? body.length : counter.count() };
  }

  function read(key: string): Readable {
    checkKey(key);
    const out = new PassThrough();
    client.send(new GetObjectCommand({ Bucket, Key: key })).then(
      // pipeline, not pipe: a reader that goes away (a cancelled download) also ends the GET.
      (answer) => pipelineCallback(answer.Body as Readable, out, () => undefined),
      (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return out;
  }

  async function listKeys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
    return keys;
  }

  async function remove(key: string): Promise<void> {
    await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
  }

  async function openWorkFolder(): Promise<WorkFolder> {
    await mkdir(workRoot, { recursive: true });
    const folder = await mkdtemp(join(workRoot, 'stage-'));
    const outputs = new Map<string, string>();
    /** What was put back already: path → its mtime and size then. */
    const stored = new Map<string, string>();
    let next = 0;
    let putting = Promise.resolve();

    async function putNewFiles(): Promise<void> {
      for (const [local, prefix] of outputs) {
        const entries = await readdir(local, { recursive: true, withFileTypes: true });
        for (const entry of entries) {
          if (!entry.isFile() || entry.name.endsWith(TEMPORARY_SUFFIX)) continue;
          const path = join(entry.parentPath, entry.name);
          const info = await stat(path);
          const version = `${info.mtimeMs}:${info.size}`;
          if (stored.get(path) === version) continue;
          const key = `${prefix}/${relative(local, path).split(sep).join('/')}`;
          await write(key, createReadStream(path));
          stored.set(path, version);
        }
      }
    }

    return {
      async fetch(key) {
        const local = join(folder, 'in', `${next++}-${basename(checkKey(key))}`);
        await mkdir(dirname(local), { recursive: true });
        await pipeline(read(key), createWriteStream(local));
        return local;
      },
      async outputFolder(prefix) {
        const local = join(folder, 'out', String(next++));
        await mkdir(local, { recursive: true });
        outputs.set(local, checkKey(prefix));
        return local;
      },
      // One at a time: a second call while one runs waits and then stores only what is new.
      putBack() {
        putting = putting.catch(() => undefined).then(putNewFiles);
        return putting;
      },
      release: () => rm(folder, { recursive: true, force: true }),
    };
  }

  return {
    client,
    write: (key, data, options) => write(key, data, options?.contentType),
    read,
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    remove,
    async removeFolder(prefix) {
      // One DELETE per object: small folders, and no Content-MD5 that some stores insist on.
      const keys = await listKeys(checkKey(prefix));
      for (const key of keys) await remove(key);
    },
    openWorkFolder,
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
          ?.httpStatusCode;
        const where = `S3 bucket "${Bucket}" at ${settings.endpoint ?? `AWS ${settings.region}`}`;
        throw new StorageUnavailableError(
          status === 404
            ? `The ${where} does not exist: create it or correct S3_BUCKET`
            : status === 403 || status === 401
              ? `The ${where} refuses these credentials: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`
              : `The ${where} cannot be reached (${(error as Error).message}): check S3_ENDPOINT and S3_REGION`,
        );
      }
    },
    async downloadUrl(key, options) {
      if (settings.presignedUrlSeconds === null) return null;
      const command = new GetObjectCommand({
        Bucket,
        Key: checkKey(key),
        ResponseContentType: options.contentType,
        ResponseContentDisposition: options.fileName
          ? `attachment; filename="${options.fileName.replace(/[^\w.-]+/g, '_')}"`
          : undefined,
      });
      return getSignedUrl(client, command, { expiresIn: settings.presignedUrlSeconds });
    },
  };
}
