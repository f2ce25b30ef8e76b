/**
 * This build against another build of rvkit: `npm run bench:versus -- <other>/dist` (the other's compiled
 * tree, e.g. a worktree of an earlier commit). Separate runs of `npm run bench` are too noisy on a shared
 * machine to tell 10% apart; here each operation (bench/versusOps.ts) runs on both builds alternately, so a
 * busy spell falls on both, and the ratio is this build's median over the other's (below 1: faster).
 *
 * The text operations run with both builds in one process. The build a process loads first runs measurably
 * slower there (10-15% on the printer, whichever build it is), so they run in two processes that load the
 * builds in the two orders, and the ratio is the geometric mean of the two. The typed-model operations run
 * in a process per build (the builds would share class-validator's store), rounds of processes alternating
 * between the builds; their table also gives the CPU time of each operation (process.cpuUsage: the process's
 * threads, the garbage collector's included), which a busy machine moves less than the clock. Prints; never fails.
 * `--only <regexp>` runs the operations whose label matches it (the whole run takes minutes on an idle machine).
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadBuild, modelOps, textOps, type Build, type Op } from './versusOps.js';
import { median } from './median.js';

const here = dirname(fileURLToPath(import.meta.url));
const thisDist = resolve(here, '..');
const corpus = resolve(here, '..', '..', '..', 'shared', 'corpus');
/** Processes per build for the typed-model operations. */
const MODEL_ROUNDS = 6;

/** One operation's median in one process, per build (`this`, `other`). */
type Medians = Record<string, number>;
interface Result {
  readonly label: string;
  /** Wall-clock ms. */
  readonly ms: Medians;
  /** CPU ms of the process. */
  readonly cpu: Medians;
}

/** CPU ms the process has used. */
function cpuMs(): number {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
}

/** Median wall and CPU ms of `op` on each build, alternating (the first build first in even rounds), after a
 * warm-up. */
async function race(builds: readonly Build[], op: Op<unknown>): Promise<{ ms: Medians; cpu: Medians }> {
  const times = builds.map(() => [] as number[]);
  const cpus = builds.map(() => [] as number[]);
  for (const b of builds) await op.run(b, await op.setup?.(b));
  for (let r = 0; r < op.rounds; r++) {
    for (const i of r % 2 === 0 ? builds.keys() : [...builds.keys()].reverse()) {
      const input = await op.setup?.(builds[i]!);
      (globalThis as { gc?: () => void }).gc?.();
      const t = performance.now();
      const c = cpuMs();
      await op.run(builds[i]!, input);
      times[i]!.push(performance.now() - t);
      cpus[i]!.push(cpuMs() - c);
    }
  }
  const medians = (xs: number[][]) => Object.fromEntries(builds.map((b, i) => [b.name, median(xs[i]!)]));
  return { ms: medians(times), cpu: medians(cpus) };
}

/** The operations whose label matches `--only` (all without it; the parent passes it on to its children). */
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? new RegExp(process.argv[onlyAt + 1] ?? '', 'i') : undefined;
const onlyArgs = only ? ['--only', process.argv[onlyAt + 1]!] : [];

/** A child process: races `ops` on the builds and prints one JSON line per operation. */
async function runChild(builds: Build[], ops: readonly Op<unknown>[]): Promise<void> {
  for (const op of ops.filter((o) => !only || only.test(o.label)))
    process.stdout.write(
      `${JSON.stringify({ label: op.label, ...(await race(builds, op)) } satisfies Result)}\n`,
    );
}

/** Runs this script as a child with `args`; its results. */
function child(args: readonly string[]): Result[] {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--max-old-space-size=4096', fileURLToPath(import.meta.url), ...args, ...onlyArgs],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 },
  );
  return out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Result);
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** The parent: the children in both orders, then the table. */
function report(otherDist: string): void {
  console.log(
    `rvkit bench:versus — this build (${thisDist}) against ${resolve(otherDist)}; Node ${process.version}, ` +
      `${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load ${load()}`,
  );
  const head = (what: string) =>
    console.log(
      `\n${what.padEnd(54)} ${'this ms'.padStart(8)} ${'other ms'.padStart(8)} ${'ratios'.padStart(11)} ${'ratio'.padStart(6)}`,
    );
  const ms = (v: number) => v.toFixed(1).padStart(8);
  const ratios: number[] = [];

  head('text and outputs: both builds in one process, two orders');
  const a = child(['text', otherDist, 'this-first']);
  const b = child(['text', otherDist, 'other-first']);
  a.forEach((x, i) => {
    const y = b[i]!;
    const [r1, r2] = [x.ms.this! / x.ms.other!, y.ms.this! / y.ms.other!];
    const r = Math.sqrt(r1 * r2);
    ratios.push(r);
    const cells = `${r1.toFixed(2)}/${r2.toFixed(2)}`.padStart(11);
    console.log(
      `${x.label.padEnd(54)} ${ms((x.ms.this! + y.ms.this!) / 2)} ${ms((x.ms.other! + y.ms.other!) / 2)} ${cells} ${r.toFixed(2).padStart(6)}`,
    );
  });

  head(`typed models: a process per build, ${MODEL_ROUNDS} alternating`);
  type Sides = { this: number[]; other: number[] };
  const perOp = new Map<string, { ms: Sides; cpu: Sides }>();
  for (let r = 0; r < MODEL_ROUNDS; r++)
    for (const side of r % 2 === 0 ? (['this', 'other'] as const) : (['other', 'this'] as const))
      for (const x of child(['models', side === 'this' ? thisDist : otherDist])) {
        const entry = perOp.get(x.label) ?? { ms: { this: [], other: [] }, cpu: { this: [], other: [] } };
        entry.ms[side].push(x.ms.only!);
        entry.cpu[side].push(x.cpu.only!);
        perOp.set(x.label, entry);
      }
  const cpuRows: string[] = [];
  for (const [label, { ms: t, cpu }] of perOp) {
    const r = median(t.this) / median(t.other);
    ratios.push(r);
    const spread = `${Math.min(...t.this.map((x, i) => x / t.other[i]!)).toFixed(2)}-${Math.max(...t.this.map((x, i) => x / t.other[i]!)).toFixed(2)}`;
    console.log(
      `${label.padEnd(54)} ${ms(median(t.this))} ${ms(median(t.other))} ${spread.padStart(11)} ${r.toFixed(2).padStart(6)}`,
    );
    const rc = median(cpu.this) / median(cpu.other);
    cpuRows.push(
      `${label.padEnd(54)} ${ms(median(cpu.this))} ${ms(median(cpu.other))} ${''.padStart(11)} ${rc.toFixed(2).padStart(6)}`,
    );
  }
  head('typed models, CPU ms of the process (the same runs)');
  for (const row of cpuRows) console.log(row);
  console.log(
    `\n${ratios.length} operations; ratio this/other: median ${median(ratios).toFixed(2)}, highest ` +
      `${Math.max(...ratios).toFixed(2)}, lowest ${Math.min(...ratios).toFixed(2)}; load at the end ${load()}`,
  );
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'text') {
  // Loaded in the order asked; the list is [this, other] either way.
  const [otherDist, order] = args as [string, string];
  const builds: Build[] = [];
  if (order === 'this-first')
    builds.push(await loadBuild('this', thisDist), await loadBuild('other', otherDist));
  else {
    const other = await loadBuild('other', otherDist);
    builds.push(await loadBuild('this', thisDist), other);
  }
  await runChild(builds, textOps(corpus));
} else if (mode === 'models') {
  const b = await loadBuild('only', args[0]!);
  await runChild([b], await modelOps(b, corpus));
} else if (mode && !mode.startsWith('-')) report(mode);
else {
  console.error('usage: npm run bench:versus -- <other build>/dist');
  process.exit(2);
}
