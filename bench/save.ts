/**
 * Saving a loaded Config on the basinmaker model (1,300 HRUs): a changed command printed against its syntax
 * node (`reprintEntry` → `reprintCommand`), and a section laid out from the model's lines (`printLines`)
 * against the way it replaced (its text parsed and formatted, `formatRv`), both run in this process,
 * alternating, their outputs checked equal. (The text diff the reprint replaced, `mergeText`, is gone.)
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import '../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import type { HRUs } from '../src/models/rvh/index.js';
import { Config, SECTIONS, type SectionType } from '../src/models/sections/config.js';
import { formatRv } from '../src/printer/format.js';
import { printLines } from '../src/printer/lines.js';
import { configSources } from '../src/project/configLoad.js';
import { reprintEntry } from '../src/project/configWrite.js';
import { median } from './median.js';

const BASINMAKER = 'dustming__basinmaker/Toolbox_QGIS__tests__testdata__02LE024__RavenInput';
const ROUNDS = 9;

/** Median ms of `a` and `b`, run alternately. */
function race(a: () => unknown, b: () => unknown): [number, number] {
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    let t = performance.now();
    a();
    ta.push(performance.now() - t);
    t = performance.now();
    b();
    tb.push(performance.now() - t);
  }
  return [median(ta), median(tb)];
}

function line(what: string, [now, before]: [number, number?]): void {
  const versus =
    before === undefined
      ? ''
      : `   before ${before.toFixed(1).padStart(7)} ms   ${(now / before).toFixed(2)}×`;
  console.log(`  ${what.padEnd(58)} ${now.toFixed(1).padStart(7)} ms${versus}`);
}

/** Median ms of `f` alone. */
function time(f: () => unknown): [number] {
  const t: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    f();
    t.push(performance.now() - start);
  }
  return [median(t)];
}

/** Prints the save figures. */
export async function benchSave(corpus: string, own: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'rvkit-bench-save-'));
  try {
    cpSync(join(corpus, BASINMAKER), dir, { recursive: true });
    for (const ext of ['rvi', 'rvt', 'rvc'])
      writeFileSync(join(dir, `Mytest_model.${ext}`), readFileSync(join(own, 'gr4j-tiny', `tiny.${ext}`)));
    const config = await Config.load(dir);
    const hrus = config.hrus as HRUs;
    const entry = configSources(config)!
      .files.flatMap((f) => f.entries)
      .find((e) => e.binding?.field === 'hrus')!;
    hrus.root[700].area = 12.5;
    line(
      ':HRUs (1,300 rows), one area changed',
      time(() => reprintEntry(entry, config, 'rvh')),
    );
    const last = hrus.root[hrus.root.length - 1];
    hrus.root.push(
      Object.assign(Object.create(Object.getPrototypeOf(last) as object) as typeof last, last, {
        hru_id: 99999,
      }),
    );
    hrus.root.splice(3, 1);
    line(
      ':HRUs, one row removed and one added',
      time(() => reprintEntry(entry, config, 'rvh')),
    );
    const types = Object.keys(SECTIONS) as SectionType[];
    const lay = () => types.map((t) => printLines(config.rvLines(t), t)).join('');
    const parse = () => types.map((t) => formatRv(config.rvText(t), { fileType: t })).join('');
    if (lay() !== parse()) throw new Error('printLines and formatRv disagree');
    line('the whole model in canonical layout (new files)', race(lay, parse));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
