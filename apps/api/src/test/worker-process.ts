import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** apps/api: the worker runs from here, as `npm run dev` runs the server. */
const API_DIR = fileURLToPath(new URL('../../', import.meta.url));

export interface WorkerProcess {
  readonly pid: number;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** Sends `signal` and resolves with the exit code (null when a signal ended it) once exited. */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the real `server.ts --worker` entry in a second process (node + tsx, the same loader
 * and source condition as development), on the given database and data folder. Resolves when
 * it reports that it consumes the queue; rejects when it exits first.
 */
export async function startWorkerProcess(place: {
  readonly dataDir: string;
  readonly databaseUrl: string;
  readonly threads: number;
}): Promise<WorkerProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@print/source', 'src/server.ts', '--worker'],
    {
      cwd: API_DIR,
      env: {
        ...process.env,
        DATABASE_URL: place.databaseUrl,
        DATA_DIR: place.dataDir,
        ANALYSIS_THREADS: String(place.threads),
        MODE: 'worker',
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
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.includes('analysis worker running')) resolve();
    };
    child.stdout?.on('data', check);
    void exited.then(() => reject(new Error(`the worker exited before it ran:\n${output}`)));
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the worker process has no pid');
  return {
    pid,
    output: () => output,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
