import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkerPool } from '../../plugins/worker-pool.js';
import { createDiskStorage, type FileStorage } from '../../storage/file-storage.js';
import type { MailMessage } from '../mail/index.js';
import { createDocumentsService } from './documents.service.js';
import type { PdfTask } from './pdf-worker.js';
import { SAMPLE_CREDITOR, sampleOrderInput } from './sample-order-input.js';

/** A pool that "renders" a PDF naming the task's order and total, and counts its renders. */
function countingPool(): WorkerPool & { readonly renders: PdfTask[] } {
  const renders: PdfTask[] = [];
  return {
    renders,
    run<T>(task: unknown): Promise<T> {
      renders.push(task as PdfTask);
      const input = (task as { input: { orderNumber: string; totalCents: number } }).input;
      return Promise.resolve(
        new Uint8Array(Buffer.from(`%PDF ${input.orderNumber} ${input.totalCents}`)) as T,
      );
    },
    warm: () => undefined,
    close: () => Promise.resolve(),
  };
}

async function bytesOf(body: Readable | Buffer): Promise<string> {
  if (Buffer.isBuffer(body)) return body.toString();
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('order PDFs stored once', () => {
  let root: string;
  let storage: FileStorage;
  let pool: ReturnType<typeof countingPool>;
  let mailPool: ReturnType<typeof countingPool>;
  let sent: MailMessage[];
  let documents: ReturnType<typeof createDocumentsService>;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'pp-documents-'));
    storage = createDiskStorage(root);
    pool = countingPool();
    mailPool = countingPool();
    sent = [];
    documents = createDocumentsService({
      creditor: SAMPLE_CREDITOR,
      mail: {
        sendMany: (messages) => {
          sent.push(...messages);
          return Promise.resolve();
        },
        shopEmail: 'shop@print-portal.test',
      },
      pool,
      mailPool,
      storage,
    });
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('renders a download once; later downloads (any process on the store) read the stored file', async () => {
    const first = await bytesOf(await documents.orderPdf(sampleOrderInput(), 'invoice'));
    const again = await documents.orderPdf(sampleOrderInput(), 'invoice');
    expect(Buffer.isBuffer(again)).toBe(false);
    expect(await bytesOf(again)).toBe(first);
    expect(first).toBe('%PDF 2026-000123 ' + String(sampleOrderInput().totalCents));
    expect(pool.renders).toHaveLength(1);
    // A second service on the same store (another http process) renders nothing either.
    const other = createDocumentsService({
      creditor: SAMPLE_CREDITOR,
      mail: { sendMany: () => Promise.resolve(), shopEmail: 'shop@print-portal.test' },
      pool: countingPool(),
      mailPool: countingPool(),
      storage,
    });
    expect(await bytesOf(await other.orderPdf(sampleOrderInput(), 'invoice'))).toBe(first);
    expect(await readdir(join(root, 'documents/orders/2026-000123'))).toHaveLength(1);
  });

  it('a changed order, kind or shop setting is rendered anew, never served stale', async () => {
    await documents.orderPdf(sampleOrderInput(), 'invoice');
    const changed = await bytesOf(
      await documents.orderPdf(sampleOrderInput({ totalCents: 12_345 }), 'invoice'),
    );
    expect(changed).toBe('%PDF 2026-000123 12345');
    await documents.orderPdf(sampleOrderInput(), 'confirmation');
    const otherShop = createDocumentsService({
      creditor: { ...SAMPLE_CREDITOR, vatId: 'CHE-123.456.789 MWST' },
      mail: { sendMany: () => Promise.resolve(), shopEmail: 'shop@print-portal.test' },
      pool,
      storage,
    });
    await otherShop.orderPdf(sampleOrderInput(), 'invoice');
    expect(pool.renders.map((task) => task.kind)).toEqual([
      'invoice',
      'invoice',
      'confirmation',
      'invoice',
    ]);
  });

  it('a mail attaches the stored PDF of a download (and a download the mail stored)', async () => {
    const download = await bytesOf(await documents.orderPdf(sampleOrderInput(), 'invoice'));
    await documents.sendOrderMail('ordered', { ...sampleOrderInput(), email: 'kunde@example.ch' });
    expect(mailPool.renders).toHaveLength(0);
    expect(sent[0]?.attachments?.[0]?.content.toString()).toBe(download);

    const quote = sampleOrderInput({ orderNumber: '2026-000124', paymentMethod: 'quote' });
    await documents.sendOrderMail('quote', { ...quote, email: 'kunde@example.ch' });
    expect(mailPool.renders).toHaveLength(1);
    expect(await bytesOf(await documents.orderPdf(quote, 'quote'))).toBe(
      sent.at(-1)?.attachments?.[0]?.content.toString(),
    );
    expect(pool.renders).toHaveLength(1);
  });
});
