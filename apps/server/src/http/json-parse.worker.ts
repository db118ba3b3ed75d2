// Worker-thread entry of the JSON body parser: parses one large body, refusing the keys that
// Fastify's own parser refuses (prototype poisoning), and posts back the value or that it failed.
import { parentPort, workerData } from 'node:worker_threads';

export type JsonParseResult = { value: unknown } | { invalid: true };

/** Throws on an object with a `__proto__` key or a `constructor` key holding a `prototype`. */
function refusePrototypeKeys(root: unknown): void {
  const pending = [root];
  for (let value = pending.pop(); value !== undefined; value = pending.pop()) {
    if (typeof value !== 'object' || value === null) continue;
    const ctor: unknown = Object.hasOwn(value, 'constructor') ? Reflect.get(value, 'constructor') : null;
    if (
      Object.hasOwn(value, '__proto__') ||
      (typeof ctor === 'object' && ctor !== null && Object.hasOwn(ctor, 'prototype'))
    ) {
      throw new SyntaxError('Object contains a forbidden prototype property');
    }
    for (const child of Object.values(value)) pending.push(child);
  }
}

let result: JsonParseResult;
try {
  const value: unknown = JSON.parse(new TextDecoder().decode(workerData as Uint8Array));
  refusePrototypeKeys(value);
  result = { value };
} catch {
  result = { invalid: true };
}
parentPort?.postMessage(result);
