/** Runs `fn` `runs` times after `warmup` runs and returns the median and p95 in milliseconds. */
export async function measure(options: {
  runs: number;
  warmup?: number;
  fn: () => Promise<unknown> | unknown;
}): Promise<{ medianMs: number; p95Ms: number }> {
  for (let index = 0; index < (options.warmup ?? 2); index += 1) await options.fn();
  const samples: number[] = [];
  for (let index = 0; index < options.runs; index += 1) {
    const start = performance.now();
    await options.fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? Number.NaN;
  return { medianMs: at(0.5), p95Ms: at(0.95) };
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
