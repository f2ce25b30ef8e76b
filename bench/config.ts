/**
 * Typed loading benchmark: for the largest model directories of the corpus (by RV bytes), the bare parse of
 * every file (`loadProject`) against loading into a typed Config (`Config.load`): time, and the memory each
 * result holds (issue 22's goals: at most 1.5x the parse time and 2x its memory). Prints; never fails.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import '../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import { Config } from '../src/models/sections/config.js';
import { configSources } from '../src/project/configLoad.js';
import { findModels, loadProject } from '../src/project/index.js';
import { median } from './median.js';
import { retained } from './retained.js';

const RUNS = 5;

async function time(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm the parser and the model classes
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return median(times);
}

function directories(root: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    out.push(d);
    for (const n of readdirSync(d)) if (statSync(join(d, n)).isDirectory()) walk(join(d, n));
  };
  walk(root);
  return out;
}

/** Prints parse and typed-load times for the `count` largest corpus models. */
export async function benchConfig(corpus: string, count = 4): Promise<void> {
  const models: { rvi: string; stem: string; bytes: number; typed: number }[] = [];
  for (const dir of directories(corpus)) {
    for (const m of await findModels(dir)) {
      const project = await loadProject(m.rvi).catch(() => undefined);
      if (!project) continue;
      const typed = configSources(await Config.load(m.rvi))!.files.reduce(
        (n, f) => n + f.entries.filter((e) => e.binding).length,
        0,
      );
      models.push({
        rvi: m.rvi,
        stem: m.stem,
        bytes: project.files.reduce((a, f) => a + f.text.length, 0),
        typed,
      });
    }
  }
  // The largest models, and the ones with the most typed commands (where typing costs most).
  const bySize = [...models].sort((a, b) => b.bytes - a.bytes).slice(0, count);
  const byTyped = [...models]
    .sort((a, b) => b.typed - a.typed)
    .filter((m) => !bySize.includes(m))
    .slice(0, 2);
  console.log(
    `${'model'.padEnd(40)} ${'KB'.padStart(7)} ${'typed'.padStart(6)} ${'parse ms'.padStart(9)} ${'Config ms'.padStart(10)} ${'ratio'.padStart(6)} ${'parse MB'.padStart(9)} ${'Config MB'.padStart(10)} ${'ratio'.padStart(6)}`,
  );
  for (const m of [...bySize, ...byTyped]) {
    const parse = await time(() => loadProject(m.rvi));
    const typed = await time(() => Config.load(m.rvi));
    const [parseMB, typedMB] = [
      (await retained(() => loadProject(m.rvi))) / 2 ** 20,
      (await retained(() => Config.load(m.rvi))) / 2 ** 20,
    ];
    console.log(
      `${m.stem.slice(0, 40).padEnd(40)} ${(m.bytes / 1024).toFixed(0).padStart(7)} ${String(m.typed).padStart(6)} ${parse.toFixed(1).padStart(9)} ${typed.toFixed(1).padStart(10)} ${(typed / parse).toFixed(2).padStart(6)} ${parseMB.toFixed(1).padStart(9)} ${typedMB.toFixed(1).padStart(10)} ${(typedMB / parseMB).toFixed(2).padStart(6)}`,
    );
  }
}
