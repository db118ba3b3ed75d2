// `npm run typecheck`: `tsc` over every TypeScript project, two at a time (each tsc uses one core),
// printing each project's errors together once it is done.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Longest first, so the two lanes end together. `bench` holds the whole server too (bench/tsconfig.json):
// checked apart, the server's modules were checked twice, once for the benches that import them.
const PROJECTS = ['bench', 'apps/web', 'apps/sandbox', 'packages/contracts', 'e2e'];
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

function check(project) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? '✓' : '✗'} tsc -p ${project} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
let failed = false;
async function lane() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    if (!(await check(project))) failed = true;
  }
}
await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, lane));
process.exit(failed ? 1 : 0);
