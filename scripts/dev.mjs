// Runs the API (restarting on change) and the Vite dev server (hot reload, proxying /api) together.
import { spawn } from 'node:child_process';

const processes = [
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], { stdio: 'inherit', env: { ...process.env, PORT: process.env.PORT ?? '3000' } }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];

const stopAll = (code = 0) => {
  for (const child of processes) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of processes) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
