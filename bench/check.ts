/**
 * Checker benchmark: `rvkit check` end to end (a new process, as a user runs it) on the largest corpus model
 * directory and on a generated model of 10,000 HRUs and 2,000 subbasins, and in process the split between
 * parsing (reading every file, its syntax tree and syntax diagnostics, and the row tables of its data lines,
 * which the loader makes on first use) and the model rules, in alternating rounds with their ratio per round,
 * and the slowest rules. Prints; never fails.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Item } from '../src/ast/nodes.js';
import { checkProject } from '../src/check/checkProject.js';
import { scanRows } from '../src/parser/rows.js';
import { RULES } from '../src/check/rules/index.js';
import { fileHost } from '../src/project/fileHost.js';
import { findModels, loadProject } from '../src/project/index.js';
import { writeCheckModel } from './checkModel.js';
import { median } from './median.js';

const RUNS = 5;
const cli = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'cli', 'main.js');

async function time(run: () => Promise<unknown>, runs = RUNS): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return median(times);
}

/** The corpus model with the most bytes of RV files. */
export async function largestModel(corpus: string): Promise<{ rvi: string; bytes: number }> {
  let best = { rvi: '', bytes: 0 };
  const walk = async (d: string): Promise<void> => {
    for (const m of await findModels(d)) {
      const project = await loadProject(m.rvi).catch(() => undefined);
      const bytes = project?.files.reduce((a, f) => a + f.text.length, 0) ?? 0;
      if (bytes > best.bytes) best = { rvi: m.rvi, bytes };
    }
    for (const n of readdirSync(d)) if (statSync(join(d, n)).isDirectory()) await walk(join(d, n));
  };
  await walk(corpus);
  return best;
}

/** Scans the data lines of every Rows node (the part of parsing the loader leaves to the first reader). */
function scanAll(items: readonly Item[]): void {
  for (const item of items) {
    if (item.kind === 'rows') scanRows(item);
    else if (item.kind === 'command') {
      if (item.body) scanAll(item.body);
      if (item.continuation) scanRows(item.continuation);
    }
  }
}

/** A project loaded and its row tables scanned: what parsing costs. */
async function parsed(rvi: string) {
  const project = await loadProject(rvi);
  for (const f of project.files) scanAll(f.doc.items);
  return project;
}

const ROUNDS = 15;

async function benchOne(label: string, rvi: string): Promise<void> {
  const dir = dirname(rvi);
  const host = fileHost(dir);
  // Parsing and the rules alternate, each round on a project of its own (as `rvkit check` runs them once per
  // load): the machine's other load falls on both alike, and the ratio is taken per round.
  await checkProject(await parsed(rvi), { host });
  const parse: number[] = [];
  const rules: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    let t = performance.now();
    const project = await parsed(rvi);
    parse.push(performance.now() - t);
    t = performance.now();
    await checkProject(project, { host });
    rules.push(performance.now() - t);
    ratios.push(rules[i] / parse[i]);
  }
  const perRule: [string, number][] = [];
  for (const rule of RULES.filter((r) => r.check)) {
    const p = await parsed(rvi);
    perRule.push([
      `${rule.code} ${rule.name}`,
      await time(() => checkProject(p, { host, ruleSet: [rule] }), 3),
    ]);
  }
  perRule.sort((a, b) => b[1] - a[1]);
  const endToEnd = await time(async () => {
    try {
      execFileSync(process.execPath, [cli, 'check', rvi, '--quiet'], { stdio: 'pipe' });
    } catch {
      // exit 1 when the model has errors: the time is what counts here
    }
  }, 3);
  const ms = (v: number) => `${v.toFixed(0).padStart(4)} ms`;
  console.log(
    `${label.padEnd(44)} end to end ${endToEnd.toFixed(0).padStart(5)} ms | parse ${ms(median(parse))} ` +
      `(min ${ms(Math.min(...parse))}), model rules ${ms(median(rules))} (min ${ms(Math.min(...rules))}): ` +
      `rules/parsing ${(100 * median(ratios)).toFixed(0)}% (rounds: ${(100 * Math.min(...ratios)).toFixed(0)}-` +
      `${(100 * Math.max(...ratios)).toFixed(0)}%)`,
  );
  console.log(
    `  slowest rules (each alone, facts included): ${perRule
      .slice(0, 3)
      .map(([n, ms]) => `${n} ${ms.toFixed(1)} ms`)
      .join(', ')}`,
  );
}

/** Prints the checker's times on the largest corpus model and on a generated 10,000-HRU model. */
export async function benchCheck(corpus: string): Promise<void> {
  const largest = await largestModel(corpus);
  await benchOne(`largest corpus model (${(largest.bytes / 1e6).toFixed(1)} MB of RV text)`, largest.rvi);
  const work = mkdtempSync(join(tmpdir(), 'rvkit-bench-check-'));
  try {
    const stem = writeCheckModel(corpus, work, 2000, 5);
    await benchOne('generated: 10,000 HRUs, 2,000 subbasins', join(work, `${stem}.rvi`));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
