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
  },
});
