// `npm run container:rehearse`: the Dockerfile's runtime stage rehearsed on a machine without a
// Docker engine. It reads the runtime stage of ./Dockerfile and does what its lines do, in a
// fresh folder: the COPY lines from this checkout (`COPY --from=build /app/X` from this
// checkout's `npm run build` output), `npm ci --omit=dev` with the stage's environment, then
// starts `node apps/api/dist/server.js all` there on an empty DATA_DIR as the ENTRYPOINT does and
// runs the image's HEALTHCHECK command until it passes; then an upload is analysed (the
// analysis threads and the mesh engine load from production dependencies only).
// What it cannot check: the base image, apt packages (tini) and the user; a real build does.
//   npm run build && npm run container:rehearse
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawn } from 'node:child_process';
import { repoRoot, run } from './lib.mjs';

const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
const lines = dockerfile.split('\n').map((line) => line.trim());
const stageAt = lines.findIndex((line) => /^FROM .* AS runtime$/.test(line));
if (stageAt < 0) throw new Error('Dockerfile: no runtime stage');
const stage = lines.slice(stageAt + 1).filter((line) => line !== '' && !line.startsWith('#'));

const root = mkdtempSync(join(tmpdir(), 'pp-container-'));
const dataDir = join(root, 'data');
const env = { ...process.env };
let entrypoint = [];
let healthcheck = [];
const say = (text) => console.log(`[rehearsal] ${text}`);

function copy(from, to) {
  if (!existsSync(from)) throw new Error(`${from} is missing (run npm run build first)`);
  mkdirSync(dirname(to), { recursive: true });
  cpSync(from, to, { recursive: true });
}

for (const line of stage) {
  const [instruction, ...rest] = line.split(/\s+/);
  if (instruction === 'ENV') {
    for (const pair of rest) {
      const [key, ...value] = pair.split('=');
      env[key] = value.join('=');
    }
  } else if (instruction === 'COPY') {
    const fromBuild = rest[0] === '--from=build';
    const args = fromBuild ? rest.slice(1) : rest;
    const target = args.at(-1);
    for (const source of args.slice(0, -1)) {
      const relative = fromBuild ? source.replace(/^\/app\//, '') : source;
      const into = target.endsWith('/') ? join(target, relative.split('/').at(-1)) : target;
      copy(join(repoRoot, relative), join(root, into));
    }
  } else if (instruction === 'RUN' && line.includes('npm ci')) {
    say('npm ci --omit=dev (the runtime stage) ...');
    const code = await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
      cwd: root,
      env: { ...env, NODE_ENV: 'production' },
    });
    if (code !== 0) throw new Error('npm ci --omit=dev failed');
  } else if (instruction === 'ENTRYPOINT') {
    entrypoint = JSON.parse(line.slice('ENTRYPOINT'.length));
  } else if (instruction === 'HEALTHCHECK') {
    healthcheck = JSON.parse(line.slice(line.indexOf('CMD') + 3));
  }
}
// tini is the image's PID 1; here node runs directly. The image's PORT, DATA_DIR here.
const server = entrypoint.slice(entrypoint.indexOf('node') + 1);
const port = String(20_000 + Math.floor(Math.random() * 20_000));
const runtimeEnv = { ...env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: port };
say(`node ${server.join(' ')} all (DATA_DIR empty, port ${port}) ...`);
const child = spawn(process.execPath, [...server, 'all'], { cwd: root, env: runtimeEnv });
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));

async function healthy() {
  const code = await new Promise((resolve) => {
    const check = spawn(process.execPath, healthcheck.slice(1), { cwd: root, env: runtimeEnv });
    check.on('exit', resolve);
  });
  return code === 0;
}

let failure = null;
try {
  const deadline = Date.now() + 120_000;
  while (!(await healthy())) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('no healthy answer within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  say('HEALTHCHECK passed (/api/ready)');
  const model = readFileSync(join(repoRoot, '../shared/models/stl/utah_teapot_open_binary.stl'));
  const form = new FormData();
  form.append('file', new Blob([model]), 'teapot.stl');
  const origin = `http://127.0.0.1:${port}`;
  const upload = await fetch(`${origin}/api/analytx/file/`, { method: 'POST', body: form });
  const cookie = upload.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { taskId } = await upload.json();
  let task = { status: 'queued' };
  for (const until = Date.now() + 60_000; !['completed', 'failed'].includes(task.status);) {
    if (Date.now() > until) throw new Error(`analysis still ${task.status}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    task = await (
      await fetch(`${origin}/api/analytx/task/${taskId}`, { headers: { cookie } })
    ).json();
  }
  if (task.status !== 'completed') throw new Error(`analysis ${task.status}`);
  say('an upload was analysed (worker threads on production dependencies)');
} catch (error) {
  failure = error;
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(root, { recursive: true, force: true });
}
if (failure) {
  console.error(`[rehearsal] failed: ${failure.message}\n${output}`);
  process.exit(1);
}
say('the runtime stage works');
