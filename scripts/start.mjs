// `npm start`: from a fresh clone to a running product in one command. Installs and builds only
// when needed, then runs the one server process.
import { spawn } from 'node:child_process';
import { API_MAIN, ROOT, ensureBuild, ensureDependencies } from './lib/workspace.mjs';

ensureDependencies();
ensureBuild();

// The server runs in its own process group so that a Ctrl+C in the terminal reaches it once,
// through us, rather than twice (once from the terminal and once forwarded).
const server = spawn(process.execPath, [API_MAIN], { cwd: ROOT, stdio: 'inherit', detached: true });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
// If this script dies some other way, do not leave the server running on its own.
process.on('exit', () => {
  if (server.exitCode === null) server.kill('SIGTERM');
});

server.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
