/**
 * The memory a result holds: the JavaScript heap in use plus the typed arrays' buffers (which live outside
 * it), after a full collection, once the result is made, less the same before. Needs `node --expose-gc`
 * (without it: NaN).
 */
const gc = (globalThis as { gc?: () => void }).gc;

function inUse(): number {
  gc!();
  gc!(); // a second pass collects what the first one's finalizers released
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

/** Bytes held by one result of `make` (NaN without --expose-gc). */
async function once(make: () => Promise<unknown>): Promise<number> {
  const before = inUse();
  const kept = await make();
  const bytes = inUse() - before;
  // Kept alive until measured.
  if (kept === Symbol.for('never')) console.log(kept);
  return bytes;
}

/**
 * Bytes held by what `make` returns, the median of three (NaN without --expose-gc): the first result of a
 * process may find the garbage of earlier work still held (a cache's last entry) and count it released.
 */
export async function retained(make: () => Promise<unknown>): Promise<number> {
  if (!gc) return NaN;
  const all = [await once(make), await once(make), await once(make)].sort((a, b) => a - b);
  return all[1];
}
