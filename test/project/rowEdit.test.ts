/**
 * An edit of values in table rows reads again only those rows (parser/reparse.ts, configUpdate.ts'
 * changedRows, fixedTable.ts' readFixedRows): the tree, the row tables, the diagnostics, the Config's values
 * and their locations must be what a whole parse and a fresh load give, on the largest corpus model (the
 * basinmaker routing product: 852 subbasins, 1,300 HRUs); saving keeps its checks (an outside edit is a
 * conflict) and a Config changed during the edit still saves what it holds.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '../../src/index.js';
import '../../src/edit/index.js';
import type { Command, Item, Rows } from '../../src/ast/nodes.js';
import { locationOf } from '../../src/models/modelClass/construct.js';
import type { HRUs, SubBasins } from '../../src/models/rvh/index.js';
import { Config } from '../../src/models/sections/config.js';
import { parseRv } from '../../src/parser/parseRv.js';
import { nodeOrigin, reparseRv, type TextChange } from '../../src/parser/reparse.js';
import { scanRows, scanRowText } from '../../src/parser/rows.js';
import { configSources } from '../../src/project/configLoad.js';
import { reprintEntry } from '../../src/project/configWrite.js';
import { ProjectConflictError } from '../../src/project/errors.js';
import { copyBasinmakerModel } from '../paths.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function model(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rvkit-rowedit-'));
  dirs.push(dir);
  copyBasinmakerModel(dir); // writable: a read-only file is never saved over
  return dir;
}

/** A tree as JSON, each catalogue entry by its name. */
const tree = (items: readonly Item[]) =>
  JSON.stringify(items, (k, v: unknown) => (k === 'spec' ? (v as { name?: string })?.name : v));

/** The Rows of a top-level block named `name`. */
function rowsOf(items: readonly Item[], name: string): Rows {
  const block = items.find((i) => i.kind === 'command' && i.line.words[0]!.text === name) as Command;
  return block.body!.find((i) => i.kind === 'rows') as Rows;
}

/** The change of field `column` of row `row` of a Rows node to `word`. */
function cell(rows: Rows, row: number, column: number, word: string): TextChange {
  const t = scanRows(rows);
  const f = t.firstField[row]! + column;
  return { start: rows.start + t.fieldStart[f]!, end: rows.start + t.fieldEnd[f]!, text: word };
}

function applied(text: string, changes: readonly TextChange[]): string {
  let out = text;
  for (const c of [...changes].sort((a, b) => b.start - a.start))
    out = out.slice(0, c.start) + c.text + out.slice(c.end);
  return out;
}

/** Every Rows node of a tree, nested ones too. */
function allRows(items: readonly Item[]): Rows[] {
  return items.flatMap((i) =>
    i.kind === 'rows' ? [i] : i.kind === 'command' && i.body ? allRows(i.body) : [],
  );
}

describe('row values changed in place', () => {
  const dir = model();
  const path = join(dir, 'Mytest_model.rvh');
  const text = readFileSync(path, 'latin1');
  const options = { fileType: 'rvh' as const, fileName: path };
  const doc = parseRv(text, options);

  it('gives the tree, row tables and diagnostics of a whole parse', () => {
    const sub = rowsOf(doc.items, ':SubBasins');
    const hrus = rowsOf(doc.items, ':HRUs');
    // Longer and shorter values in both tables, two on one row: everything after them moves.
    const changes = [
      cell(sub, 10, 2, '1018624'), // a row whose ZERO- reach length is counted, not listed
      cell(hrus, 10, 1, '7'),
      cell(hrus, 10, 2, '250.125'),
      cell(hrus, 700, 11, '0.000001'),
    ];
    const next = applied(text, changes);
    const fast = reparseRv(doc, text, next, changes, options);
    const whole = parseRv(next, options);
    expect(tree(fast.items)).toEqual(tree(whole.items));
    expect(fast.diagnostics).toEqual(whole.diagnostics);
    for (const rows of allRows(fast.items)) expect(scanRows(rows)).toEqual(scanRowText(rows.text));
    // The tables were made anew from the old ones, not parsed.
    expect(nodeOrigin(rowsOf(fast.items, ':HRUs'))?.kind).toBe('rows');
    expect(nodeOrigin(rowsOf(fast.items, ':HRUs'))?.from).toBe(hrus);
  });

  it('parses whole where a change is not a clean row value, with the same result', () => {
    const hrus = rowsOf(doc.items, ':HRUs');
    const cases: TextChange[][] = [
      [cell(hrus, 5, 1, 'abc')], // not a number where Raven reads one: a diagnostic
      [cell(rowsOf(doc.items, ':SubBasins'), 5, 4, '2.5')], // a value that had a diagnostic
      [cell(hrus, 5, 0, '99999')], // the row's first value
      [cell(hrus, 5, 1, '1 2')], // two values
      [{ ...cell(hrus, 5, 1, '3'), end: cell(hrus, 5, 2, '').end }], // two fields
    ];
    for (const changes of cases) {
      const next = applied(text, changes);
      const got = reparseRv(doc, text, next, changes, options);
      expect(nodeOrigin(rowsOf(got.items, ':HRUs'))).toBeUndefined();
      const whole = parseRv(next, options);
      expect(tree(got.items)).toEqual(tree(whole.items));
      expect(got.diagnostics).toEqual(whole.diagnostics);
    }
  });
});

describe('a Config edited in table rows', () => {
  const json = (c: Config) => JSON.stringify(c.toJSON());

  it('equals a fresh load of its saved files, locations included, reading only the changed rows', async () => {
    const dir = model();
    const c = await Config.load(dir);
    const before = (c.hrus as HRUs).root;
    const id = before[700]!.hru_id;
    c.setColumn('HRUs', 'area', 2.5, { ids: [id] });
    c.setColumn('SubBasins', 'name', 'renamed', { ids: [(c.sub_basins as SubBasins).root[30]!.subbasin_id] });
    const after = (c.hrus as HRUs).root;
    // The other rows are the same records: only the changed one was read.
    expect(after[0]).toBe(before[0]);
    expect(after[700]).not.toBe(before[700]);
    expect(after[700]!.area).toBe(2.5);
    await c.writeRv(dir, undefined, true);
    const again = await Config.load(dir);
    expect(json(c)).toEqual(json(again));
    for (const i of [0, 699, 700, 701, after.length - 1]) {
      const at = locationOf(c.hrus as object, `root.${i}`)!;
      const fresh = locationOf(again.hrus as object, `root.${i}`)!;
      expect([at.file, at.line, at.column]).toEqual([fresh.file, fresh.line, fresh.column]);
    }
    // What the Config says it saved is on disk.
    for (const f of configSources(c)!.project.files) expect(readFileSync(f.path, 'latin1')).toEqual(f.text);
  });

  it('refuses to save over an outside edit made after the row edit', async () => {
    const dir = model();
    const c = await Config.load(dir);
    c.setColumn('HRUs', 'area', 3.5, { ids: [(c.hrus as HRUs).root[10]!.hru_id] });
    const path = join(dir, 'Mytest_model.rvh');
    const outside = readFileSync(path, 'latin1') + '# an outside edit\n';
    writeFileSync(path, outside, 'latin1');
    await expect(c.writeRv(dir, undefined, true)).rejects.toThrow(ProjectConflictError);
    expect(readFileSync(path, 'latin1')).toBe(outside);
  });

  it('saves a value changed during the edit (by a selection test) with the edit', async () => {
    const dir = model();
    const c = await Config.load(dir);
    const rows = (c.hrus as HRUs).root;
    const target = String(rows[20]!.hru_id);
    c.setColumn('HRUs', 'area', 4.5, {
      where: (row) => {
        rows[30]!.elevation = 999;
        return row.hru_id === target;
      },
    });
    expect((c.hrus as HRUs).root[30]!.elevation).toBe(999);
    await c.writeRv(dir, undefined, true);
    const again = await Config.load(dir);
    expect(json(c)).toEqual(json(again));
    expect((again.hrus as HRUs).root[30]!.elevation).toBe(999);
    expect((again.hrus as HRUs).root[20]!.area).toBe(4.5);
  });

  it('saves a typed assignment of row cells by patching only those rows, as the whole command would print', async () => {
    const dir = model();
    const path = join(dir, 'Mytest_model.rvh');
    const text = readFileSync(path, 'latin1');
    const c = await Config.load(dir);
    const rows = (c.hrus as HRUs).root;
    rows[700]!.area = 2.75;
    rows[701]!.elevation = rows[701]!.elevation; // the same value: its row is not rewritten
    rows[1200]!.land_use_class = 'RENAMED_LU';
    // The command printed whole against its node (the path the changed rows skip) gives the same text.
    const entry = configSources(c)!
      .files.flatMap((f) => f.entries)
      .find((e) => e.binding?.field === 'hrus')!;
    const whole = reprintEntry(entry, c, 'rvh');
    await c.writeRv(dir, undefined, true);
    const saved = readFileSync(path, 'latin1');
    expect(saved).toContain(whole);
    const oldLines = text.split('\n');
    const newLines = saved.split('\n');
    expect(newLines.length).toBe(oldLines.length);
    const differ = oldLines.filter((l, i) => l !== newLines[i]);
    expect(differ).toHaveLength(2);
    expect(json(await Config.load(dir))).toEqual(json(c));
    // A second assignment after the save is saved too, and an outside edit is still a conflict.
    rows[5]!.area = 1.25;
    const outside = saved + '# an outside edit\n';
    writeFileSync(path, outside, 'latin1');
    await expect(c.writeRv(dir, undefined, true)).rejects.toThrow(ProjectConflictError);
    expect(readFileSync(path, 'latin1')).toBe(outside);
  });
});
