import { defineProject } from 'vitest/config';

// Sandbox tests make real HTTP round trips and run ffmpeg: sized for a loaded 2-core CI machine,
// not Vitest's 5 s default.
export default defineProject({
  test: {
    name: 'sandbox',
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A fresh worker per file, as threads: they start faster than processes.
    pool: 'threads',
  },
});
