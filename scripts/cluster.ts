// `npm run start:cluster`: the product as several processes on one PostgreSQL behind nginx.
//
//   DATABASE_URL=postgres://… PORT=3000 npm run start:cluster
//
// Migrates and seeds once, starts CLUSTER_SIZE (3) servers on 127.0.0.1:PORT+1…, and Debian's
// nginx (/usr/sbin/nginx, as the current user, its config generated from
// scripts/deploy/nginx.conf.template into a temporary folder) on PORT in front of them. Ctrl-C stops all.
// startCluster() is the same for tests (the journeys' E2E_CLUSTER=1, the rolling restart).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const NGINX = '/usr/sbin/nginx';
const TEMPLATE = path.join(root, 'scripts/deploy/nginx.conf.template');

export interface ClusterOptions {
  /** nginx's port; the servers listen on port+1 … port+size. */
  port: number;
  /** PostgreSQL (several processes cannot share PGlite). */
  databaseUrl: string;
  /** The servers' environment on top of process.env (PUBLIC_URL, SMTP_URL, DATA_DIR, …). */
  env?: Record<string, string | undefined>;
  /** How many servers (default 3). */
  size?: number;
  /** nginx's listen address (default 127.0.0.1). */
  host?: string;
  /** Where the servers' output goes (default: this process's). */
  stdio?: 'inherit' | 'ignore';
  /** Called when a process ends without being asked to (stop() and restartOne() ask). */
  onUnexpectedExit?: (name: string, code: number | null) => void;
  /** A hang guard for each readiness wait; not a speed measure (default 5 minutes). */
  readyTimeoutMs?: number;
}

export interface Cluster {
  /** nginx's origin (http://localhost:port), which is also the servers' PUBLIC_URL by default. */
  origin: string;
  /** The servers, in port order (process i listens on port+1+i); replaced by restartOne. */
  processes: ChildProcess[];
  nginx: ChildProcess;
  /** The generated nginx config, its pid file and logs (error.log, access.log). */
  dir: string;
  /** SIGTERM to server i (a graceful close), wait for its exit, start it again, wait until ready. */
  restartOne(i: number): Promise<void>;
  stop(): Promise<void>;
}

export class ClusterError extends Error {}

export function checkDatabaseUrl(url: string | undefined): string {
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new ClusterError(
      'Several processes need PostgreSQL: set DATABASE_URL=postgres://user@host:5432/database ' +
        '(PGlite, the default, is a database inside one process).',
    );
  }
  return url;
}

/**
 * The nginx config for servers on 127.0.0.1:ports, with every path inside dir; the servers at
 * the indexes in `down` get no requests (a restart drains them first).
 */
export function nginxConfig({
  dir,
  listen,
  ports,
  down = new Set(),
}: {
  dir: string;
  listen: string;
  ports: number[];
  down?: ReadonlySet<number>;
}): string {
  const servers = ports
    .map((p, i) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s${down.has(i) ? ' down' : ''};`)
    .join('\n');
  const values: Record<string, string> = { DIR: dir, LISTEN: listen, SERVERS: servers, TRIES: String(ports.length) };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    if (!(key in values)) throw new ClusterError(`${TEMPLATE}: unknown placeholder {{${key}}}`);
    return values[key]!;
  });
}

/** The processes whose parent is pid (nginx's workers), from /proc. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // Field 4 of /proc/<pid>/stat, after the command in parentheses, is the parent's pid.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Whether url answers 2xx, on a connection of its own (never one kept from a stopped process). */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 10_000 }, (response) => {
      response.resume();
      resolve(response.statusCode !== undefined && response.statusCode >= 200 && response.statusCode < 300);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

/** Polls url until it answers 2xx; fails when `child` ends first or after timeoutMs. */
async function waitReady(url: string, child: ChildProcess, name: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new ClusterError(`${name} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    }
    if (await answers(url)) return;
    if (Date.now() > deadline) throw new ClusterError(`${name} was not ready at ${url} in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Runs a one-off script (migrate, seed) to its end. */
function runScript(args: string[], env: NodeJS.ProcessEnv, stdio: 'inherit' | 'ignore'): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env, stdio });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new ClusterError(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { port, size = 3, host = '127.0.0.1', stdio = 'inherit', readyTimeoutMs = 300_000 } = options;
  const databaseUrl = checkDatabaseUrl(options.databaseUrl);
  if (!existsSync(NGINX)) {
    throw new ClusterError(`${NGINX} is missing: apt-get install --no-install-recommends nginx-light`);
  }
  const origin = `http://localhost:${port}`;
  const ports = Array.from({ length: size }, (_, i) => port + 1 + i);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PUBLIC_URL: origin,
    ...options.env,
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    // nginx, on this machine, sets X-Forwarded-For: the client's address, not nginx's, counts.
    TRUST_PROXY: 'loopback',
  };

  // Once, before any server: migrations (the servers' own then find nothing to do) and the demo
  // data (seeding is not safe to run in several processes at once, so theirs is switched off).
  await runScript(env.SEED_DEMO === 'false' ? ['scripts/migrate.ts', 'deploy'] : ['scripts/seed.ts'], env, stdio);

  let stopping = false;
  const restarting = new Set<number>();
  const watch = (child: ChildProcess, name: string, i?: number) =>
    child.once('exit', (code) => {
      if (!stopping && (i === undefined || !restarting.has(i))) options.onUnexpectedExit?.(name, code);
    });
  const startServer = (i: number) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...env, PORT: String(ports[i]), SEED_DEMO: 'false' },
      stdio: ['ignore', stdio, stdio],
    });
    watch(child, `server ${i + 1} (port ${ports[i]})`, i);
    return child;
  };
  const serverReady = (i: number, child: ChildProcess) =>
    waitReady(`http://127.0.0.1:${ports[i]}/api/ready`, child, `server ${i + 1}`, readyTimeoutMs);

  const dir = mkdtempSync(path.join(tmpdir(), 'academy-nginx-'));
  const down = new Set<number>();
  const writeConfig = () =>
    writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig({ dir, listen: `${host}:${port}`, ports, down }));
  const processes: ChildProcess[] = [];
  let nginx: ChildProcess | undefined;
  /**
   * Rewrites the config and reloads it (SIGHUP): resolves once every old worker has gone, i.e.
   * has finished its requests and closed its connections to the servers, so from then on only
   * the new config's servers get requests.
   */
  const reload = async () => {
    const master = nginx?.pid;
    if (!master) throw new ClusterError('nginx is not running');
    writeConfig();
    const old = childrenOf(master);
    process.kill(master, 'SIGHUP');
    const deadline = Date.now() + readyTimeoutMs;
    while (old.some((pid) => existsSync(`/proc/${pid}`))) {
      if (Date.now() > deadline) throw new ClusterError(`nginx did not reload: see ${dir}/error.log`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const stop = async () => {
    stopping = true;
    const all = [...processes, ...(nginx ? [nginx] : [])];
    for (const child of all) child.kill('SIGTERM');
    await Promise.all(all.map(exited));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    ports.forEach((_, i) => processes.push(startServer(i)));
    await Promise.all(processes.map((child, i) => serverReady(i, child)));
    writeConfig();
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
      cwd: dir,
      stdio: ['ignore', stdio, stdio],
    });
    watch(nginx, 'nginx');
    try {
      await waitReady(`http://127.0.0.1:${port}/api/ready`, nginx, 'nginx', readyTimeoutMs);
    } catch (error) {
      const log = existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
      throw new ClusterError(`${(error as Error).message}\n${log}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }

  let restarts = Promise.resolve();
  return {
    origin,
    processes,
    nginx,
    dir,
    restartOne(i) {
      const old = processes[i];
      if (!old) return Promise.reject(new ClusterError(`no server ${i} (0 … ${size - 1})`));
      // One restart at a time (each rewrites the config).
      const restart = async () => {
        restarting.add(i);
        try {
          // nginx stops sending to it first (it has no active health checks: a server that
          // closes its socket under requests already sent would fail them), then it drains and
          // exits (server/main.ts), starts again, and gets requests once it is ready.
          down.add(i);
          await reload();
          old.kill('SIGTERM');
          await exited(old);
          processes[i] = startServer(i);
          await serverReady(i, processes[i]);
          down.delete(i);
          await reload();
        } finally {
          restarting.delete(i);
        }
      };
      const result = restarts.then(restart);
      restarts = result.catch(() => {});
      return result;
    },
    stop,
  };
}

async function main(): Promise<void> {
  const databaseUrl = checkDatabaseUrl(process.env.DATABASE_URL);
  const { buildWebIfStale } = await import('./web-build.mjs');
  await buildWebIfStale();
  const started: { cluster?: Cluster } = {};
  let closing = false;
  const stop = (code: number) => {
    if (closing) return;
    closing = true;
    void started.cluster?.stop().then(() => process.exit(code));
  };
  // Handled from the start: a signal while it starts stops what started (Ctrl-C reaches the
  // servers too, whose exit makes startCluster clean up and throw; a lone SIGTERM waits for it).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));
  const cluster = await startCluster({
    port: Number(process.env.PORT ?? 3000),
    databaseUrl,
    host: process.env.HOST ?? '0.0.0.0',
    onUnexpectedExit(name, code) {
      if (closing) return;
      console.error(`${name} exited (${code}): stopping the cluster`);
      stop(1);
    },
  });
  started.cluster = cluster;
  if (closing) {
    await cluster.stop();
    process.exit(0);
  }
  console.log(
    `SkyPilot Academy at ${cluster.origin}/app (nginx, ${cluster.processes.length} servers; files in ${cluster.dir})`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error instanceof ClusterError ? error.message : error);
    process.exit(1);
  });
}
