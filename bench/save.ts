/**
 * Saving a loaded Config, against the save path it replaced (issue 15): a changed command is printed against
 * its syntax node (`reprintEntry` → `reprintCommand`) instead of its new text merged into its old text by a
 * line and word diff (`mergeText`); a section is laid out from the model's lines (`printLines`) instead of its
 * text being parsed and formatted (`formatRv`). Both ways run in this process, alternating, on the basinmaker
 * model (1,300 HRUs); the outputs are checked equal where the two ways must agree.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CATALOGUE } from '../grammar/index.js';
import '../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import type { HRUs } from '../src/models/rvh/index.js';
import { Config, SECTIONS, type SectionType } from '../src/models/sections/config.js';
import { formatRv } from '../src/printer/format.js';
import { printLines } from '../src/printer/lines.js';
import { mergeText } from '../src/printer/merge.js';
import { printItem } from '../src/printer/print.js';
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

function line(what: string, [now, before]: [number, number]): void {
  console.log(
    `  ${what.padEnd(58)} ${now.toFixed(1).padStart(7)} ms   before ${before.toFixed(1).padStart(7)} ms   ${(now / before).toFixed(2)}×`,
  );
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
    const comments = CATALOGUE.rvh.comments;
    const old = () => mergeText(printItem(entry.item), hrus.toRv(), comments);
    hrus.root[700].area = 12.5;
    if (reprintEntry(entry, config, 'rvh') !== old()) throw new Error('reprint and merge disagree');
    line(
      ':HRUs (1,300 rows), one area changed',
      race(() => reprintEntry(entry, config, 'rvh'), old),
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
      race(() => reprintEntry(entry, config, 'rvh'), old),
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
