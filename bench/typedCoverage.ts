/**
 * How much of real models loads typed (issue 22), and what typing costs: every model directory under the
 * given roots (default: the shared corpus) is loaded into a Config and counted as `rvkit coverage` counts it
 * (typed, not typed, generic command instances); then the largest models are timed, parse alone against the
 * typed load. With `--before DIST` (another build's `dist/`, such as main's) both builds are counted on the
 * same models, and timed alternating, each in a process of its own. Prints; never fails.
 *
 *   node dist/bench/typedCoverage.js [--before ../main/dist] [--json] [dir …]
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { median } from './median.js';
import { retained } from './retained.js';

/** What the script uses of a build. */
interface Build {
  readonly label: string;
  readonly load: (rvi: string) => Promise<unknown>;
  readonly parse: (rvi: string) => Promise<{ files: { text: string }[] }>;
  readonly coverage: (config: unknown) => {
    typed: Record<string, number>;
    generic: Record<string, number>;
    untyped: { command: string }[];
  }[];
  readonly findModels: (dir: string) => Promise<{ rvi: string; stem: string }[]>;
}

/** The build whose `dist/` is `dist` (this script's own build by default). */
async function buildAt(dist: string, label: string): Promise<Build> {
  const url = (p: string) => pathToFileURL(join(dist, p)).href;
  await import(url('src/index.js')); // attaches Config.load
  const { Config } = (await import(url('src/models/sections/config.js'))) as {
    Config: { load(rvi: string): Promise<unknown> };
  };
  const project = (await import(url('src/project/index.js'))) as {
    loadProject: Build['parse'];
    findModels: Build['findModels'];
  };
  const { coverage } = (await import(url('src/project/coverage.js'))) as { coverage: Build['coverage'] };
  return {
    label,
    load: (rvi) => Config.load(rvi),
    parse: project.loadProject,
    coverage,
    findModels: project.findModels,
  };
}

/** Command instances by kind, and the names of the ones that are not typed. */
interface Counts {
  typed: number;
  untyped: number;
  generic: number;
  failed: number;
  rest: Map<string, number>;
}

const empty = (): Counts => ({ typed: 0, untyped: 0, generic: 0, failed: 0, rest: new Map() });

function add(into: Counts, from: Counts): void {
  into.typed += from.typed;
  into.untyped += from.untyped;
  into.generic += from.generic;
  into.failed += from.failed;
  for (const [k, n] of from.rest) into.rest.set(k, (into.rest.get(k) ?? 0) + n);
}

async function countsOf(build: Build, rvi: string): Promise<Counts> {
  const c = empty();
  let config: unknown;
  try {
    config = await build.load(rvi);
  } catch {
    c.failed = 1;
    return c;
  }
  const bump = (name: string, n: number) => c.rest.set(name, (c.rest.get(name) ?? 0) + n);
  for (const t of build.coverage(config)) {
    for (const n of Object.values(t.typed)) c.typed += n;
    for (const [name, n] of Object.entries(t.generic)) {
      c.generic += n;
      bump(`${name} (generic)`, n);
    }
    for (const u of t.untyped) {
      c.untyped++;
      bump(`${u.command} (not typed)`, 1);
    }
  }
  return c;
}

function directories(root: string): string[] {
  const out = [root];
  for (const n of readdirSync(root).sort())
    if (statSync(join(root, n)).isDirectory()) out.push(...directories(join(root, n)));
  return out;
}

const pct = (c: Counts) => {
  const all = c.typed + c.untyped + c.generic;
  return all === 0 ? '-' : `${((100 * c.typed) / all).toFixed(1)}%`;
};
const row = (c: Counts) =>
  `${String(c.typed).padStart(6)} ${String(c.untyped).padStart(6)} ${String(c.generic).padStart(6)} ${pct(c).padStart(6)}`;

const args = process.argv.slice(2);
if (args[0] === '--time') {
  // A child's run: one build, one model, warmed once, then parse and load timed (wall ms, CPU ms), then the
  // memory each result holds (bytes).
  const b = await buildAt(resolve(args[1]), 'timed');
  await b.load(args[2]);
  const clock = async (run: () => Promise<unknown>) => {
    const c = process.cpuUsage();
    const t = performance.now();
    await run();
    const u = process.cpuUsage(c);
    return [performance.now() - t, (u.user + u.system) / 1000];
  };
  // Three of each, alternating, the median of each (one sample moves by a third on a busy machine).
  const samples: { parse: number[]; load: number[] }[] = [];
  for (let i = 0; i < 3; i++)
    samples.push({ parse: await clock(() => b.parse(args[2])), load: await clock(() => b.load(args[2])) });
  const mid = (k: 'parse' | 'load', j: number) => median(samples.map((x) => x[k][j]));
  const parse = [mid('parse', 0), mid('parse', 1)];
  const load = [mid('load', 0), mid('load', 1)];
  const memory = [await retained(() => b.parse(args[2])), await retained(() => b.load(args[2]))];
  console.log(JSON.stringify({ parse, load, memory }));
  process.exit(0);
}
const json = args.includes('--json');
const beforeAt = args.indexOf('--before');
const beforeDist = beforeAt >= 0 ? resolve(args[beforeAt + 1]) : undefined;
const roots = args.filter((a, i) => !a.startsWith('--') && !(beforeAt >= 0 && i === beforeAt + 1));
const here = resolve(new URL('..', import.meta.url).pathname);
const corpus = resolve(here, '../../shared/corpus');
const dirs = roots.length > 0 ? roots.map((r) => resolve(r)) : [corpus];

const builds: Build[] = [];
if (beforeDist) builds.push(await buildAt(beforeDist, 'before'));
builds.push(await buildAt(here, beforeDist ? 'after' : 'this build'));

const models: { rvi: string; stem: string; dir: string }[] = [];
for (const root of dirs)
  for (const d of directories(root))
    for (const m of await builds[0].findModels(d))
      models.push({ rvi: m.rvi, stem: m.stem, dir: relative(root, d) });

const totals = builds.map(() => empty());
const perModel: { model: string; counts: Counts[] }[] = [];
for (const m of models) {
  const counts: Counts[] = [];
  for (const b of builds) counts.push(await countsOf(b, m.rvi));
  counts.forEach((c, i) => add(totals[i], c));
  perModel.push({ model: `${m.dir || '.'} (${m.stem})`, counts });
}

if (json) {
  const plain = (c: Counts) => ({ ...c, rest: Object.fromEntries(c.rest) });
  console.log(
    JSON.stringify(
      {
        builds: builds.map((b) => b.label),
        models: perModel.map((p) => ({ model: p.model, counts: p.counts.map(plain) })),
        totals: totals.map(plain),
      },
      null,
      1,
    ),
  );
} else {
  const head = builds.map((b) => `${b.label.padStart(6)}: typed  nottyp generic share`).join('  |  ');
  console.log(`${'model directory'.padEnd(72)} ${head}`);
  for (const p of perModel)
    console.log(`${p.model.slice(-72).padEnd(72)} ${p.counts.map((c) => `        ${row(c)}`).join('  |  ')}`);
  console.log(`${'TOTAL'.padEnd(72)} ${totals.map((c) => `        ${row(c)}`).join('  |  ')}`);
  totals.forEach((c, i) => {
    const rest = [...c.rest].sort((a, b) => b[1] - a[1]);
    console.log(
      `\n${builds[i].label}: ${models.length} models, ${c.failed} not loaded; not typed or generic (${rest.length} names): ` +
        (rest.length === 0 ? 'none' : rest.map(([k, n]) => `${k} x${n}`).join(', ')),
    );
  });
}

// Load time of the largest models: parse alone and the typed load (the median of three in each process), each
// build in a process of its own (two builds in one process share class-validator's metadata store, which
// slows the one loaded second), the builds alternating, median of 5; CPU time too (the shared machine's wait
// for a core is not the work's); and the memory the parsed project and the typed Config hold (heap and typed
// arrays, after a full collection).
const sizes = await Promise.all(
  models.map(async (m) => {
    const p = await builds[builds.length - 1].parse(m.rvi).catch(() => undefined);
    return { ...m, bytes: p ? p.files.reduce((n, f) => n + f.text.length, 0) : 0 };
  }),
);
const largest = sizes.sort((a, b) => b.bytes - a.bytes).slice(0, 3);
const dists = [...(beforeDist ? [beforeDist] : []), here];
const self = new URL(import.meta.url).pathname;
/** Wall and CPU ms of parse and load, and the bytes each holds, measured by a child process on one build. */
function measure(dist: string, rvi: string): { parse: number[]; load: number[]; memory: number[] } {
  const r = spawnSync(process.execPath, ['--expose-gc', self, '--time', dist, rvi], { encoding: 'utf8' });
  return JSON.parse(r.stdout) as { parse: number[]; load: number[]; memory: number[] };
}
console.log(
  `\nLoad time of the largest models, median of 5, ms wall (ms CPU), and MB held (issue 22's goals: load at most\n` +
    `1.5x the parse time, memory at most 2x); load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
);
console.log(
  `${'model'.padEnd(40)} ${'KB'.padStart(6)} ${builds.map((b) => `${b.label} parse`.padStart(16) + `${b.label} load`.padStart(16) + 'load/parse'.padStart(16) + 'MB parse/load'.padStart(16) + 'mem ratio'.padStart(10)).join(' ')}${builds.length > 1 ? '  after/before load' : ''}`,
);
for (const m of largest) {
  const runs = dists.map(() => ({
    parse: [[], []] as number[][],
    load: [[], []] as number[][],
    memory: [[], []] as number[][],
  }));
  for (let r = 0; r < 5; r++)
    dists.forEach((d, i) => {
      const t = measure(d, m.rvi);
      runs[i].parse[0].push(t.parse[0]);
      runs[i].parse[1].push(t.parse[1]);
      runs[i].load[0].push(t.load[0]);
      runs[i].load[1].push(t.load[1]);
      runs[i].memory[0].push(t.memory[0]);
      runs[i].memory[1].push(t.memory[1]);
    });
  const med = runs.map((x) => ({
    parse: [median(x.parse[0]), median(x.parse[1])],
    load: [median(x.load[0]), median(x.load[1])],
    memory: [median(x.memory[0]), median(x.memory[1])],
  }));
  const mb = (v: number[]) => `${(v[0] / 2 ** 20).toFixed(1)}/${(v[1] / 2 ** 20).toFixed(1)}`;
  const f = (v: number[]) => `${v[0].toFixed(0)} (${v[1].toFixed(0)})`;
  console.log(
    `${m.stem.slice(0, 40).padEnd(40)} ${(m.bytes / 1024).toFixed(0).padStart(6)} ${med.map((x) => f(x.parse).padStart(16) + f(x.load).padStart(16) + `${(x.load[0] / x.parse[0]).toFixed(2)} (${(x.load[1] / x.parse[1]).toFixed(2)})`.padStart(16) + mb(x.memory).padStart(16) + (x.memory[1] / x.memory[0]).toFixed(2).padStart(10)).join(' ')}${med.length > 1 ? `  ${(med[1].load[0] / med[0].load[0]).toFixed(2)} (${(med[1].load[1] / med[0].load[1]).toFixed(2)})`.padStart(19) : ''}`,
  );
}
console.log(
  `load average after: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
