import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // Fixed to this folder so the project runs the same from the repository root or from here.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build-support/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Limits for a loaded 2-core machine, where a test that takes one second quietly can take five
    // (and a form test of a few seconds took over 30 with the CPU busy and other work running).
    // No test waits on the clock, so a generous limit costs nothing but the time a broken test takes
    // to fail. The one test that types a whole form key by key sets its own.
    testTimeout: 90_000,
    // Every file here renders React with the same few hundred modules (MUI, TanStack, the router);
    // evaluating them again for each file took more than half of the project's time. The files
    // share one jsdom and one module graph per worker instead, and the setup file puts back what
    // a file may leave behind (storage, stores, cookies, timers, mocks) before the next one.
    isolate: false,
    hookTimeout: 90_000,
  },
});
