import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** apps/api: the roles run from here, as `npm run dev` runs the server. */
const API_DIR = fileURLToPath(new URL('../../', import.meta.url));

export type RoleName = 'migrate' | 'http' | 'worker' | 'all';

export interface RoleProcess {
  readonly pid: number;
  /** http and all: the origin it listens on. */
  readonly origin: string;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it) once exited. */
  readonly exited: Promise<number | null>;
  /** Sends `signal` and resolves with the exit code once exited. */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

const READY: Readonly<Record<RoleName, RegExp>> = {
  migrate: /$^/,
  worker: /worker running/,
  http: /Server listening at (http:\/\/127\.0\.0\.1:\d+)/,
  all: /Server listening at (http:\/\/127\.0\.0\.1:\d+)/,
};

/**
 * Starts the real `server.ts <role>` entry in a process of its own (node + tsx, the loader and
 * source condition of development) on a database and data folder. Resolves once the role reports
 * ready (migrate: at once), rejects when it exits first.
 */
export async function startRoleProcess(
  role: RoleName,
  place: { readonly dataDir: string; readonly databaseUrl?: string | undefined },
  env: Readonly<Record<string, string>> = {},
): Promise<RoleProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@print/source', 'src/server.ts', role],
    {
      cwd: API_DIR,
      env: {
        ...process.env,
        // No DATABASE_URL: the embedded database in DATA_DIR.
        DATABASE_URL: place.databaseUrl ?? '',
        DATA_DIR: place.dataDir,
        HOST: '127.0.0.1',
        PORT: '0',
        ANALYSIS_THREADS: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const origin =
    role === 'migrate'
      ? ''
      : await new Promise<string>((resolve, reject) => {
          const check = () => {
            const found = READY[role].exec(output);
            if (found) resolve(found[1] ?? '');
          };
          child.stdout?.on('data', check);
          void exited.then(() =>
            reject(new Error(`${role} exited before it was ready:\n${output}`)),
          );
        });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`the ${role} process has no pid`);
  return {
    pid,
    origin,
    output: () => output,
    exited,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
