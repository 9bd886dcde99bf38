// Runs the API (restarting on change) and the Vite dev server (hot reload, proxying /api) together.
import { spawn } from 'node:child_process';

// Both see the API's port: the API listens on it and the Vite dev server proxies /api to it.
const env = { ...process.env, PORT: process.env.PORT || '3000' };
const processes = [
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit', env }),
];

const stopAll = (code = 0) => {
  for (const child of processes) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of processes) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
