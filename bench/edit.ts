/**
 * The editing API (`npm run bench:edit`): on the largest corpus model (the basinmaker model: 852 subbasins,
 * 1,300 HRUs, 448 reservoirs and 852 channel profiles in redirected files) and on a generated model of
 * 10,000 HRUs, load + edit + save against load + save with no edit, alternating in this process (medians).
 * Then one edit of one HRU row and its save on the loaded 10,000-HRU model (issue 22's figure: under 50 ms),
 * against a typed assignment of the same cell and its save (medians of 11 rounds, wall and CPU time, and the
 * fastest round's CPU time). Prints, never fails.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import '../src/index.js'; // attaches Config.load, writeRv and the editing API
import type { HRUs } from '../src/models/rvh/index.js';
import { Config } from '../src/models/sections/config.js';
import { copyBasinmakerModel } from './basinmakerModel.js';
import { writeCheckModel } from './checkModel.js';
import { median } from './median.js';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');
const corpus = resolve(repo, '..', 'shared', 'corpus');
const ROUNDS = 5;
/** Rounds of the one-row edit (each on a freshly loaded model). */
const EDITS = 11;

/** A model directory and a way to put its files back as they were. */
interface Model {
  readonly dir: string;
  readonly restore: () => void;
}

/** The model's files made writable (the corpus is read-only), kept to be put back after each round. */
function snapshot(dir: string): Model {
  const files = readdirSync(dir).filter((f) => /\.rv[a-z]$/.test(f));
  for (const f of files) chmodSync(join(dir, f), 0o644);
  const texts = new Map(files.map((f) => [f, readFileSync(join(dir, f))]));
  return { dir, restore: () => texts.forEach((t, f) => writeFileSync(join(dir, f), t)) };
}

function basinmaker(root: string): Model {
  return snapshot(copyBasinmakerModel(corpus, join(repo, 'corpus'), join(root, 'basinmaker')));
}

function generated(root: string): Model {
  const dir = join(root, 'big');
  mkdirSync(dir);
  writeCheckModel(corpus, dir, 1000, 10);
  return snapshot(dir);
}

/** Median ms of load + `edit` + save and of load + save, alternating; the files are put back after each. */
async function race(model: Model, edit: (c: Config) => unknown): Promise<[number, number]> {
  const edited: number[] = [];
  const plain: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    let t = performance.now();
    const c = await Config.load(model.dir);
    edit(c);
    await c.writeRv(model.dir, undefined, true);
    edited.push(performance.now() - t);
    model.restore();
    t = performance.now();
    const d = await Config.load(model.dir);
    await d.writeRv(model.dir, undefined, true);
    plain.push(performance.now() - t);
  }
  return [median(edited), median(plain)];
}

function line(what: string, [a, b]: [number, number], peer = 'load + save'): void {
  console.log(
    `  ${what.padEnd(52)} ${a.toFixed(0).padStart(6)} ms   ${peer} ${b.toFixed(0).padStart(6)} ms   ${(a / b).toFixed(2)}×`,
  );
}

async function main(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'rvkit-bench-edit-'));
  try {
    console.log(`edit + save against load + save (load average ${loadavg()[0].toFixed(1)})`);
    const bm = basinmaker(root);
    console.log(' basinmaker model (852 subbasins, 1,300 HRUs):');
    line(
      'renumber a subbasin (its row, HRUs, reservoir)',
      await race(bm, (c) => c.rename('subbasin', '1013071', '9999999')),
    );
    line('scale every HRU area by 1.1', await race(bm, (c) => c.scaleColumn('HRUs', 'area', 1.1)));
    line('remove a subbasin with its HRUs (cascade)', await race(bm, (c) => removeHeadwater(c)));
    const big = generated(root);
    console.log(' generated model (1,000 subbasins, 10,000 HRUs):');
    line('set one HRU area', await race(big, (c) => c.setColumn('HRUs', 'area', 12.5, { ids: [5000] })));
    line('add an HRU', await race(big, (c) => c.addHRU({ ...hruRow(c, 0), hru_id: 99999 })));

    // One edit of a loaded model and its save, against a typed assignment of the same cell and its save.
    // Also in CPU time of this process (a busy machine stretches wall times, and the save's fsync waits).
    const edits: number[] = [];
    const typed: number[] = [];
    const editsCpu: number[] = [];
    const typedCpu: number[] = [];
    const cpu = (since: NodeJS.CpuUsage) => {
      const u = process.cpuUsage(since);
      return (u.user + u.system) / 1000;
    };
    for (let i = 0; i < EDITS; i++) {
      const c = await Config.load(big.dir);
      let c0 = process.cpuUsage();
      let t = performance.now();
      c.setColumn('HRUs', 'area', 12.5 + i, { ids: [5000] });
      await c.writeRv(big.dir, undefined, true);
      edits.push(performance.now() - t);
      editsCpu.push(cpu(c0));
      big.restore();
      const d = await Config.load(big.dir);
      c0 = process.cpuUsage();
      t = performance.now();
      (d.hrus as HRUs).root[4999].area = 12.5 + i;
      await d.writeRv(big.dir, undefined, true);
      typed.push(performance.now() - t);
      typedCpu.push(cpu(c0));
      big.restore();
    }
    line('one HRU row edited and saved (model loaded)', [median(edits), median(typed)], 'typed field');
    line('  the same, CPU time of the process', [median(editsCpu), median(typedCpu)], 'typed field');
    // On a shared machine the fastest round is the nearest to an idle one.
    line(
      '  the same, CPU time, fastest round',
      [Math.min(...editsCpu), Math.min(...typedCpu)],
      'typed field',
    );
    const goal = median(editsCpu) < 50 ? 'holds' : 'not met';
    console.log(`  issue 22's goal, one HRU row edited and saved under 50 ms (median CPU time): ${goal}`);
    console.log(`load average at the end ${loadavg()[0].toFixed(1)}`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The fields of an HRU row of a loaded Config. */
function hruRow(c: Config, i: number): Record<string, unknown> {
  const row = { ...((c.hrus as HRUs).root[i] as unknown as Record<string, unknown>) };
  delete row.hru_type; // not a Raven column
  return row;
}

/** Removes a subbasin no other drains into, with its HRUs. */
function removeHeadwater(c: Config): void {
  const rows = (c.sub_basins as { root: { subbasin_id: number; downstream_id: number }[] }).root;
  const downs = new Set(rows.map((r) => r.downstream_id));
  const head = rows.find((r) => !downs.has(r.subbasin_id))!;
  c.remove('subbasin', String(head.subbasin_id), { cascade: true });
}

await main();
