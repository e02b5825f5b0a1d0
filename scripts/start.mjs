// `npm start`: the product on one port. The web app is built when its sources are newer than the
// build, while the server (server/main.ts) migrates the database and seeds the demo data on a first
// run: two cores do both at once, and the server builds its app once told the build is done. The
// log holds warnings and errors only (LOG_LEVEL=info shows every request), then a summary: the
// address and the demo accounts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWeb, webBuildIsStale } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
const building = webBuildIsStale();
if (building) console.log('Building the web app and preparing the database…');

const env = { LOG_LEVEL: 'warn', ...process.env, ACADEMY_WEB_BUILD: 'pending' };
if (!building) delete env.ACADEMY_WEB_BUILD;
// The IPC channel carries server/main.ts's StartMessage both ways.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env,
});
let stopping = false;
let failed = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
}
server.on('exit', (code) => process.exit(failed ? 1 : (code ?? 0)));
server.on('message', (message) => {
  if (message.type === 'listening') console.log(summary(message));
});

if (building) {
  buildWeb({ quiet: true }).then(
    () => server.send({ type: 'web-built' }),
    (error) => {
      // Ctrl-C stops the build too: that is no failure to report.
      if (stopping) return;
      console.error(error.message);
      failed = true;
      server.kill('SIGTERM');
    },
  );
}

/** The address and the demo accounts, set apart from the log above them. */
function summary({ url, demoPassword, demoAccounts }) {
  const seconds = Math.round((performance.now() - started) / 1000);
  const width = Math.max(0, ...demoAccounts.map((account) => account.email.length));
  const lines = ['', `SkyPilot Academy is running at ${url} (ready in ${seconds} s)`];
  if (demoAccounts.length) {
    lines.push('', `Demo accounts (password ${demoPassword}):`);
    for (const { email, role } of demoAccounts) lines.push(`  ${email.padEnd(width)}  ${role}`);
    lines.push('', 'What each account shows, and more accounts: README.md, "Demo accounts".');
  }
  lines.push('Ctrl-C stops it.', '');
  return lines.join('\n');
}
