import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import type { FileStorage } from '../../storage/file-storage.js';
import type { OrderDocumentInput, OrderDocumentKind } from './document-input.js';
import type { CreditorSettings } from './qr-bill-data.js';

let layoutDigest: string | undefined;

/**
 * What a stored PDF depends on besides its input: this module's code (layout, texts, fonts,
 * QR-bill data). Read once per process; a deploy that changes any of it renders anew.
 */
function layoutVersion(): string {
  if (layoutDigest === undefined) {
    const folder = new URL('./', import.meta.url);
    const hash = createHash('sha256');
    const sources = readdirSync(folder)
      .filter((name) => /\.(ts|js)$/.test(name) && !name.includes('.test.'))
      .sort();
    for (const name of sources) hash.update(name).update(readFileSync(new URL(name, folder)));
    layoutDigest = hash.digest('hex');
  }
  return layoutDigest;
}

/**
 * Where an order's PDF is stored: below the order's number, named by the digest of everything it
 * is rendered from (kind, the order's document input, the shop's creditor settings, the layout).
 * A changed order, setting or layout names another file, so a stored PDF is never stale; the
 * older file stays beside it as the document that was valid then (orders are kept 10 years).
 */
export function orderDocumentKey(
  input: OrderDocumentInput,
  kind: OrderDocumentKind,
  creditor: CreditorSettings,
): string {
  // A mail's input carries the recipient too; the document does not depend on it.
  const { email: _recipient, ...document } = input as OrderDocumentInput & { email?: string };
  const digest = createHash('sha256')
    .update(layoutVersion())
    .update(JSON.stringify({ kind, document, creditor }))
    .digest('hex');
  const folder = input.orderNumber.replace(/[^A-Za-z0-9-]/g, '_');
  return `documents/orders/${folder}/${kind}-${digest.slice(0, 40)}.pdf`;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * An order PDF rendered once across every process: the stored file when there is one, else
 * `render` and store it (two first requests at once both render and write the same bytes under
 * the same key; the write is atomic). `as: 'stream'` serves a download without holding it.
 */
export async function storedOrderPdf(
  storage: FileStorage,
  key: string,
  render: () => Promise<Buffer>,
  as: 'stream' | 'bytes',
): Promise<Readable | Buffer> {
  if (await storage.exists(key)) {
    const stream = storage.read(key);
    return as === 'stream' ? stream : bytesOf(stream);
  }
  const pdf = await render();
  await storage.write(key, pdf, { contentType: 'application/pdf' });
  return pdf;
}
