import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../test/s3-stand-in.js';
import { createDiskStorage, withWorkFolder, type FileStorage } from './file-storage.js';
import { createS3Storage } from './s3-storage.js';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Bytes in chunks of 1 MiB, each chunk a different value (so order and completeness show). */
function chunkedStream(mebibytes: number): Readable {
  return Readable.from(
    Array.from({ length: mebibytes }, (_, i) => Buffer.alloc(1024 * 1024, i + 1)),
  );
}

let root = '';
let s3: S3StandIn;
const kinds: Record<string, () => FileStorage> = {};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'pp-storage-contract-'));
  s3 = await startS3StandIn({ presignedUrlSeconds: 60 });
  kinds.disk = () => createDiskStorage(join(root, 'disk'));
  kinds.s3 = () => createS3Storage(s3.settings, join(root, 's3-work'));
});

afterAll(async () => {
  await s3.close();
  await rm(root, { recursive: true, force: true });
});

describe.each(['disk', 's3'])('FileStorage contract: %s', (kind) => {
  const storage = () => (kinds[kind] as () => FileStorage)();

  it('writes bytes and streams, replaces, reads, lists as existing and removes', async () => {
    const store = storage();
    expect(await store.write('a/one.txt', Buffer.from('first'))).toEqual({ sizeBytes: 5 });
    expect(await store.write('a/one.txt', Readable.from([Buffer.from('second!')]))).toEqual({
      sizeBytes: 7,
    });
    expect((await readAll(store.read('a/one.txt'))).toString()).toBe('second!');
    expect(await store.exists('a/one.txt')).toBe(true);
    expect(await store.exists('a/missing.txt')).toBe(false);
    await store.remove('a/one.txt');
    await store.remove('a/one.txt'); // removing what is gone is fine
    expect(await store.exists('a/one.txt')).toBe(false);
    await expect(readAll(store.read('a/one.txt'))).rejects.toThrow();
  });

  it('streams a file larger than one multipart part and reads it back whole', async () => {
    const store = storage();
    expect(await store.write('big/model.stl', chunkedStream(9))).toEqual({
      sizeBytes: 9 * 1024 * 1024,
    });
    const back = await readAll(store.read('big/model.stl'));
    expect(back.length).toBe(9 * 1024 * 1024);
    expect([back[0], back[5 * 1024 * 1024], back.at(-1)]).toEqual([1, 6, 9]);
  });

  it('stores nothing of a stream that fails midway (a client gone mid-upload)', async () => {
    const store = storage();
    function* failing() {
      yield Buffer.alloc(6 * 1024 * 1024, 7);
      throw new Error('the client aborted the upload');
    }
    await expect(store.write('cut/part.stl', Readable.from(failing()))).rejects.toThrow(/aborted/);
    expect(await store.exists('cut/part.stl')).toBe(false);
  });

  it('refuses keys that are no plain relative path', async () => {
    const store = storage();
    for (const key of ['../escape', 'a/../../b', '/abs', 'a//b', ''])
      await expect(store.write(key, Buffer.from('x'))).rejects.toThrow(/key/);
  });

  it('removes a folder, and nothing beside it', async () => {
    const store = storage();
    await store.write('f/1/a.png', Buffer.from('a'));
    await store.write('f/1/deep/b.png', Buffer.from('b'));
    await store.write('f/10/c.png', Buffer.from('c'));
    await store.removeFolder('f/1');
    expect(await store.exists('f/1/a.png')).toBe(false);
    expect(await store.exists('f/1/deep/b.png')).toBe(false);
    expect(await store.exists('f/10/c.png')).toBe(true);
  });

  it('stages an object for a worker, puts its outputs back and always cleans up', async () => {
    const store = storage();
    await store.write('up/model.stl', Buffer.from('solid x'));
    let folder = '';
    await expect(
      withWorkFolder(store, async (work) => {
        const input = await work.fetch('up/model.stl');
        const output = await work.outputFolder('up/out');
        folder = dirname(input);
        expect(await readFile(input, 'utf8')).toBe('solid x');
        await mkdir(join(output, 'sub'), { recursive: true });
        await writeFile(join(output, 'mesh.trf'), 'trf');
        await writeFile(join(output, 'sub', 'front.png'), 'png');
        await work.putBack();
        throw new Error('the worker failed after putting back');
      }),
    ).rejects.toThrow('the worker failed');
    expect((await readAll(store.read('up/out/mesh.trf'))).toString()).toBe('trf');
    expect((await readAll(store.read('up/out/sub/front.png'))).toString()).toBe('png');
    expect(await store.exists('up/model.stl')).toBe(true);
    // The disk serves its own files (nothing staged, nothing to remove); S3's copy is gone.
    expect(existsSync(join(folder, 'model.stl')) || existsSync(folder)).toBe(kind === 'disk');
  });

  it('answers a presigned download URL only where the store serves it', async () => {
    const store = storage();
    await store.write('d/offer.pdf', Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });
    const url = await store.downloadUrl('d/offer.pdf', {
      contentType: 'application/pdf',
      fileName: 'offer r1.pdf',
    });
    if (kind === 'disk') return expect(url).toBeNull();
    expect(url).toMatch(/X-Amz-Expires=60/);
    const answer = await fetch(url ?? '');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="offer_r1.pdf"');
    expect(await answer.text()).toBe('%PDF-1.7');
  });
});

describe('the start-up check', () => {
  it('passes on a usable store and names what is wrong with an unusable one', async () => {
    await expect(kinds.disk!().check()).resolves.toBeUndefined();
    await expect(kinds.s3!().check()).resolves.toBeUndefined();
    await writeFile(join(root, 'a-file'), 'not a folder');
    await expect(createDiskStorage(join(root, 'a-file', 'uploads')).check()).rejects.toThrow(
      /cannot be written .*check DATA_DIR/,
    );
    const missing = createS3Storage({ ...s3.settings, bucket: 'no-such-bucket' }, root);
    await expect(missing.check()).rejects.toThrow(
      /S3 bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ does not exist/,
    );
  });
});
