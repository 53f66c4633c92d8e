import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { isAbsolute } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { backupSocketPath, writeBackup, type BackupSummary } from './backup.js';

/**
 * The running embedded shop's backup door (decision 0032): a Unix socket beside its data (mode
 * 0600, so only the user the shop runs as, who can read DATA_DIR anyway, may knock). One request
 * line `{"target":"/abs/file"}`, one answer line `{"ok":true,...}` or `{"ok":false,"error":…}`.
 * The dump runs on the shop's own PGlite, the only process that may open it.
 */
export async function startBackupListener(client: PGlite, dataDir: string): Promise<Server> {
  const path = backupSocketPath(dataDir);
  rmSync(path, { force: true }); // a leftover of a killed shop: this process holds the lock now
  let queue: Promise<unknown> = Promise.resolve();
  const server = createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (!input.includes('\n')) return;
      const answer = (body: object) => socket.end(`${JSON.stringify(body)}\n`);
      let target: unknown;
      try {
        target = (JSON.parse(input.slice(0, input.indexOf('\n'))) as { target?: unknown }).target;
      } catch {
        target = undefined;
      }
      if (typeof target !== 'string' || !isAbsolute(target)) {
        answer({ ok: false, error: 'the request names no absolute target file' });
        return;
      }
      // One backup at a time: each dump holds the whole database in memory.
      const run = queue.then(() => writeBackup(client, dataDir, target));
      queue = run.catch(() => undefined);
      run.then(
        (summary) => answer({ ok: true, ...summary }),
        (error: unknown) => answer({ ok: false, error: String(error) }),
      );
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  server.on('close', () => rmSync(path, { force: true }));
  return server;
}

/** Asks the shop running on `dataDir` to write a backup to `target` (absolute). */
export function requestBackup(dataDir: string, target: string): Promise<BackupSummary> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(backupSocketPath(dataDir));
    let output = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (output += chunk));
    socket.on('error', (error) =>
      reject(new Error(`the running shop does not answer on its backup socket: ${error.message}`)),
    );
    socket.on('end', () => {
      try {
        const answer = JSON.parse(output) as
          ({ ok: true } & BackupSummary) | { ok: false; error: string };
        if (answer.ok) resolve({ files: answer.files, databaseBytes: answer.databaseBytes });
        else reject(new Error(answer.error));
      } catch {
        reject(new Error('the running shop gave no answer to the backup request'));
      }
    });
    socket.write(`${JSON.stringify({ target })}\n`);
  });
}
