import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // jsdom renders and simulated typing slow down a lot on a loaded 2-core CI machine.
    testTimeout: 20_000,
    // Each file still gets a fresh worker (mocks and module state stay per file); a thread starts in
    // less time than a process (the web's 56 files: 138 s to 109 s on 2 cores).
    pool: 'threads',
  },
});
