/** The median and p95 of samples in milliseconds. */
function summarise(samples: number[]): { medianMs: number; p95Ms: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { medianMs: at(0.5), p95Ms: at(0.95) };
}

/** Runs `fn` `runs` times after `warmup` runs and returns the median and p95 in milliseconds. */
export async function measure(options: {
  runs: number;
  warmup?: number;
  fn: () => Promise<unknown> | unknown;
}): Promise<{ medianMs: number; p95Ms: number }> {
  const [figures] = await measureInTurn({ ...options, fns: [options.fn] });
  return figures ?? { medianMs: Number.NaN, p95Ms: Number.NaN };
}

/**
 * Runs each of `fns` once a round, `runs` rounds after `warmup` rounds, and returns each one's median
 * and p95 in milliseconds. Taking turns spreads a slow spell of the machine (a shared VM's neighbours,
 * a garbage collection) over all of them, rather than onto whichever ran then.
 */
export async function measureInTurn(options: {
  runs: number;
  warmup?: number;
  fns: Array<() => Promise<unknown> | unknown>;
}): Promise<Array<{ medianMs: number; p95Ms: number }>> {
  for (let round = 0; round < (options.warmup ?? 2); round += 1) {
    for (const fn of options.fns) await fn();
  }
  const samples = options.fns.map(() => [] as number[]);
  for (let round = 0; round < options.runs; round += 1) {
    for (const [index, fn] of options.fns.entries()) {
      const start = performance.now();
      await fn();
      samples[index]?.push(performance.now() - start);
    }
  }
  return samples.map(summarise);
}

/** One figure a line: name, value, and the ratio to the baseline when there is one. */
export function report(options: {
  name: string;
  medianMs: number;
  p95Ms?: number;
  baselineMs?: number;
  extra?: string;
}) {
  const ratio = options.baselineMs
    ? ` (${(options.medianMs / options.baselineMs).toFixed(1)}× baseline)`
    : '';
  const p95 = options.p95Ms !== undefined ? `, p95 ${options.p95Ms.toFixed(2)} ms` : '';
  console.log(
    `${options.name}: median ${options.medianMs.toFixed(2)} ms${p95}${ratio}${options.extra ? `, ${options.extra}` : ''}`,
  );
}
