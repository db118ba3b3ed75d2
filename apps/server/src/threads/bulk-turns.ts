// One step of bulk work per turn of the event loop, across the process.

const waiting: Array<() => void> = [];
let isPumping = false;

/** Lets one waiter go per turn of the event loop: each `setImmediate` made here runs in the next one. */
function pump(): void {
  waiting.shift()?.();
  if (waiting.length > 0) setImmediate(pump);
  else isPumping = false;
}

/**
 * Resolves in a later turn of the event loop, one caller per turn, first come first served. Bulk
 * work (a transcript's rows written or read, its segments sent to a worker) awaits it before each
 * of its steps: however many transcripts are written or read at once, a turn runs one of their
 * steps, and the server answers requests between any two. (`setImmediate` alone lets every waiting
 * caller go in the same turn: on embedded PGlite, whose statements run on the event loop, three
 * transcripts' statements ran back to back, and the loop stood still for all of them.)
 */
export function nextBulkTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!isPumping) {
      isPumping = true;
      setImmediate(pump);
    }
  });
}
