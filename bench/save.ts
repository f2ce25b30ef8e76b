/**
 * Saving a loaded Config on the basinmaker model (1,300 HRUs): a changed command printed against its syntax
 * node (`reprintEntry` → `reprintCommand`), and a section laid out from the model's lines (`printLines`)
 * against the way it replaced (its text parsed and formatted, `formatRv`), both run in this process,
 * alternating, their outputs checked equal. (The text diff the reprint replaced, `mergeText`, is gone.)
 *
 * Then the write path (issue 23): the one write path (checks, journal, temporary files synced, commit point,
 * renames, directories synced) against the write it replaced (each file whose text differs from the disk's
 * written to a temporary file and renamed, nothing synced), on one edit of one HRU row of a generated model of
 * 10,000 HRUs (issue 22's figure: under 50 ms for the edit and its save), and on saves of 1, 5 and 13 files.
 */
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import '../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import type { HRUs } from '../src/models/rvh/index.js';
import { Config, SECTIONS, type SectionType } from '../src/models/sections/config.js';
import { formatRv } from '../src/printer/format.js';
import { printLines } from '../src/printer/lines.js';
import { configSources } from '../src/project/configLoad.js';
import { renderConfig, reprintEntry } from '../src/project/configWrite.js';
import { writeFiles } from '../src/project/writeFiles.js';
import { copyBasinmakerModel } from './basinmakerModel.js';
import { writeCheckModel } from './checkModel.js';
import { median } from './median.js';

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
    copyBasinmakerModel(corpus, own, dir);
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

/** The write the one write path replaced: every file whose text differs from the disk's, to a temporary file
 * then renamed, nothing synced (writeConfig and writeFileAtomic before issue 23). */
async function oldWrite(dir: string, files: ReadonlyMap<string, string>): Promise<void> {
  for (const [rel, text] of files) {
    const path = join(dir, rel);
    if (existsSync(path) && readFileSync(path, 'latin1') === text) continue;
    const tmp = join(
      dirname(path),
      `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
    );
    await writeFile(tmp, text, 'latin1');
    await rename(tmp, path);
  }
}

/** Median ms of two async ways, alternating. */
async function raceAsync(a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[number, number]> {
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    let t = performance.now();
    await a();
    ta.push(performance.now() - t);
    t = performance.now();
    await b();
    tb.push(performance.now() - t);
  }
  return [median(ta), median(tb)];
}

/** Prints the write path's figures (the temporary directory's file system decides what a sync costs). */
export async function benchWritePath(corpus: string): Promise<void> {
  const base = mkdtempSync(join(tmpdir(), 'rvkit-bench-write-'));
  try {
    // Two copies of a 10,000-HRU model, one saved each way (a save compares with what it loaded).
    const [now, before] = ['now', 'before'].map((d) => join(base, d));
    for (const d of [now, before]) {
      mkdirSync(d);
      writeCheckModel(corpus, d, 2000, 5);
    }
    const [a, b] = [await Config.load(now), await Config.load(before)];
    let area = 0.65;
    const edit = (config: Config) => {
      area = area === 0.65 ? 0.7 : 0.65;
      (config.hrus as HRUs).root[7000].area = area;
    };
    line(
      'one HRU row of 10,000 edited, and the model saved',
      await raceAsync(
        async () => {
          edit(a);
          await a.writeRv(now, undefined, true);
        },
        async () => {
          edit(b);
          await oldWrite(before, renderConfig(b, 'big'));
        },
      ),
    );
    // Of which the write: the one file that changes (the .rvh), each way.
    const rvh = renderConfig(a, 'big').get('big.rvh')!;
    let current = rvh;
    const alternate = () => current.replace(/ 0\.(65|7), /, (m) => (m === ' 0.65, ' ? ' 0.7, ' : ' 0.65, '));
    line(
      `of which the write of the changed .rvh (${(rvh.length / 1e6).toFixed(1)} MB)`,
      await raceAsync(
        async () => {
          current = alternate();
          await writeFiles(now, [{ path: join(now, 'big.rvh'), text: current }]);
        },
        () => oldWrite(before, new Map([['big.rvh', current]])),
      ),
    );
    // The write alone: n of Nith's files (2-51 kB), each changed every round.
    const nith = join(corpus, 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Nith');
    const names = readdirSync(nith).sort();
    for (const n of [1, 5, 13]) {
      const [x, y] = ['x', 'y'].map((d) => join(base, `${d}${n}`));
      for (const d of [x, y]) {
        mkdirSync(d);
        for (const f of names) writeFileSync(join(d, f), readFileSync(join(nith, f)));
      }
      let round = 0;
      const texts = () =>
        new Map(names.slice(0, n).map((f) => [f, `${readFileSync(join(nith, f), 'latin1')}# ${round}\n`]));
      line(
        `${n} file(s) of Nith's written`,
        await raceAsync(
          async () => {
            round++;
            await writeFiles(
              x,
              [...texts()].map(([f, text]) => ({ path: join(x, f), text })),
            );
          },
          () => oldWrite(y, texts()),
        ),
      );
    }
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}
