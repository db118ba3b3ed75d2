// `npm run bench`: runs every *.bench.ts here in turn (on the project's Node 24, through tsx) and
// prints their figures. Never part of `npm test`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const only = process.argv[2];
const files = readdirSync(dir).filter((file) => file.endsWith('.bench.ts') && (!only || file.includes(only)));
let failed = false;
for (const file of files.sort()) {
  console.log(`\n▶ ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
