/**
 * The 1,000,000-row `:GridWeights` parse against the scan a developer would write by hand (split into lines,
 * split each line on whitespace, `Number()` every field), timed in one process in alternating rounds, so
 * that both see the same machine load; and the parse's peak memory, in a fresh child process.
 * `node --expose-gc dist/bench/gridScan.js` runs it alone; `npm run bench` runs it too. Prints; never fails.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { parseRv } from '../src/parser/parseRv.js';
import { gridWeights } from './data.js';
import { median } from './median.js';

const ROWS = 1_000_000;
const ROUNDS = 7;

/** What the scan keeps of the text, so that none of its work can be optimised away. */
interface Scanned {
  sum: number;
  count: number;
}

/** The plain scan: lines, whitespace-separated fields, `Number()` of each; keeps the sum and count of numbers. */
export function plainScan(text: string): Scanned {
  let sum = 0;
  let count = 0;
  for (const line of text.split('\n')) {
    for (const field of line.trim().split(/\s+/)) {
      const v = Number(field);
      if (field !== '' && !Number.isNaN(v)) {
        sum += v;
        count++;
      }
    }
  }
  return { sum, count };
}

function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** Peak resident memory of one parse of the file at `path` (or of reading it only), in this fresh process. */
function peakChild(path: string, what: 'parse' | 'read'): void {
  const text = readFileSync(path, 'latin1');
  let doc: unknown;
  if (what === 'parse') doc = parseRv(text, { fileType: 'rvt' });
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  const heapAfter = heapUsed + arrayBuffers;
  process.stdout.write(
    JSON.stringify({
      maxRssMB: process.resourceUsage().maxRSS / 1024,
      heapAfterMB: heapAfter / 2 ** 20,
      textMB: text.length / 2 ** 20,
      kept: doc === undefined ? 0 : 1,
    }) + '\n',
  );
}

/** Runs the comparison and prints its figures. */
export function benchGridScan(): void {
  const input = gridWeights(ROWS);
  const text = input.text;
  // Warm both paths (the parser's grammar analysis, the JIT) before timing.
  const check = plainScan(text);
  const warm = parseRv(text, { fileType: 'rvt' });
  if (warm.diagnostics.length > 0)
    throw new Error(`benchmark input has diagnostics: ${warm.diagnostics[0].message}`);
  const ms = { parse: [] as number[], scan: [] as number[] };
  // CPU time too: on a machine shared with other work, it varies less than the wall clock.
  const cpu = { parse: [] as number[], scan: [] as number[] };
  for (let r = 0; r < ROUNDS; r++) {
    // Alternate which goes first, so neither always runs right after the other's garbage.
    const order = r % 2 === 0 ? (['parse', 'scan'] as const) : (['scan', 'parse'] as const);
    for (const op of order) {
      gc();
      const c = process.cpuUsage();
      const t = performance.now();
      if (op === 'parse') parseRv(text, { fileType: 'rvt' });
      else if (plainScan(text).count !== check.count) throw new Error('scan is not deterministic');
      ms[op].push(performance.now() - t);
      const used = process.cpuUsage(c);
      cpu[op].push((used.user + used.system) / 1000);
    }
  }
  const load = loadavg().map((l) => l.toFixed(2));
  console.log(
    `${input.name} (${(text.length / 1e6).toFixed(1)} MB), ${ROUNDS} alternating rounds in one process, load ${load.join(' ')}`,
  );
  for (const op of ['parse', 'scan'] as const) {
    const label = op === 'parse' ? 'parseRv   ' : 'plain scan';
    const runs = ms[op].map((m) => m.toFixed(0)).join(' ');
    console.log(
      `  ${label}  median ${median(ms[op]).toFixed(0).padStart(6)} ms wall, ${median(cpu[op]).toFixed(0).padStart(6)} ms CPU   (wall: ${runs})`,
    );
  }
  const wall = median(ms.parse) / median(ms.scan);
  const used = median(cpu.parse) / median(cpu.scan);
  console.log(`  ratio parse/scan ${wall.toFixed(2)} wall, ${used.toFixed(2)} CPU (target ≤ 1.00)`);

  const work = mkdtempSync(join(tmpdir(), 'rvkit-gridscan-'));
  try {
    const path = join(work, 'grid.rvt');
    writeFileSync(path, text, 'latin1');
    const self = fileURLToPath(import.meta.url);
    const child = (what: string) =>
      JSON.parse(
        execFileSync(process.execPath, ['--expose-gc', self, '--peak', what, path], { encoding: 'utf8' }),
      ) as { maxRssMB: number; heapAfterMB: number; textMB: number };
    const base = child('read');
    const parsed = child('parse');
    console.log(
      `  peak memory of one parse in a fresh process: max RSS ${parsed.maxRssMB.toFixed(0)} MB (target < 300; ` +
        `the same process reading the text without parsing: ${base.maxRssMB.toFixed(0)} MB), ` +
        `JS heap + array buffers after the parse with the tree alive ${parsed.heapAfterMB.toFixed(0)} MB`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--peak');
  if (at >= 0) peakChild(process.argv[at + 2], process.argv[at + 1] as 'parse' | 'read');
  else benchGridScan();
}
