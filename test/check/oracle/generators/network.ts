/**
 * Building blocks for mutations of a model's structure: lines rebuilt with some tokens replaced, edits kept
 * in file order (the mutant writer needs them so), lines appended to a file, and the usual extension of a
 * lumped model to two subbasins (a second subbasin upstream of the first, with HRUs of its own, and the
 * :AvgAnnualRunoff Raven then needs). Every runnable corpus model has one subbasin, so mistakes in a
 * network are made on such extended models.
 */
import { networkOf, type SubbasinRow } from '../../../../src/facts/network.js';
import { lineOf, type Site } from '../../../../src/facts/site.js';
import type { ProjectFile } from '../../../../src/project/project.js';
import { lineTextAt, relPath, type Fixture, type FileEdit } from '../mutation.js';

/** An edit with the offset it starts at in the base text. */
export interface PlacedEdit {
  readonly file: ProjectFile;
  readonly offset: number;
  /** Lines the edit adds before `offset` (to find lines of the mutant from lines of the base). */
  readonly addsLines: number;
  readonly edit: FileEdit;
}

/** The edits in the order the mutant writer needs (per file, by offset). */
export function ordered(edits: readonly PlacedEdit[]): FileEdit[] {
  return [...edits].sort((a, b) => a.offset - b.offset).map((e) => e.edit);
}

/** The line of a base offset in the mutant, given the edits that add lines. */
export function mutantLine(
  fx: Fixture,
  site: Site,
  edits: readonly PlacedEdit[],
): { file: string; line: number } {
  let line = lineOf(site.file, site.offset);
  for (const e of edits) if (e.file === site.file && e.offset <= site.offset) line += e.addsLines;
  return { file: relPath(fx, site.file), line };
}

/** Replaces a site by some text. */
export function replaceAt(fx: Fixture, site: Site, text: string): PlacedEdit {
  return {
    file: site.file,
    offset: site.offset,
    addsLines: 0,
    edit: {
      file: relPath(fx, site.file),
      edit: (t) => t.slice(0, site.offset) + text + t.slice(site.offset + site.length),
    },
  };
}

/** The offset of the start of the line after the one holding `offset`. */
export function nextLineStart(file: ProjectFile, offset: number): number {
  const nl = file.text.indexOf('\n', offset);
  return nl < 0 ? file.text.length : nl + 1;
}

/** Inserts lines before the line starting at `lineStart` (or at the end of the file). */
export function insertAt(
  fx: Fixture,
  file: ProjectFile,
  lineStart: number,
  lines: readonly string[],
): PlacedEdit {
  const eol = file.text.includes('\r\n') ? '\r\n' : '\n';
  return {
    file,
    offset: lineStart,
    addsLines: lines.length,
    edit: {
      file: relPath(fx, file),
      edit: (t) => {
        const before = t.slice(0, lineStart);
        const sep = before.length > 0 && !before.endsWith('\n') ? eol : '';
        return before + sep + lines.map((l) => l + eol).join('') + t.slice(lineStart);
      },
    },
  };
}

/** Appends lines at the end of a file (before its `:End` line, if it has one). */
export function append(fx: Fixture, file: ProjectFile, lines: readonly string[]): PlacedEdit {
  const end = /^[ \t]*:End[ \t]*\r?$/m.exec(file.text);
  return insertAt(fx, file, end ? end.index : file.text.length, lines);
}

/** The line number the first of the lines an `append` (or `insertAt`) adds will have in the mutant. */
export function firstAddedLine(placed: PlacedEdit): number {
  const before = placed.file.text.slice(0, placed.offset);
  return lineOf(placed.file, placed.offset) + (before.length > 0 && !before.endsWith('\n') ? 1 : 0);
}

/** A line of a file with some of its tokens (given by site) replaced. */
export function lineWith(
  file: ProjectFile,
  lineStart: number,
  replace: readonly { site: Site; text: string }[],
): string {
  let line = lineTextAt(file, lineStart);
  const sorted = [...replace].sort((a, b) => b.site.offset - a.site.offset);
  for (const { site, text } of sorted) {
    const at = site.offset - lineStart;
    line = line.slice(0, at) + text + line.slice(at + site.length);
  }
  return line;
}

/** A model extended to two subbasins. */
export interface Split {
  readonly edits: PlacedEdit[];
  /** The original subbasin. */
  readonly main: SubbasinRow;
  /** The ID of the added subbasin. */
  readonly newId: string;
  /** Where the added subbasin row goes, and its text (so that variants can place it elsewhere). */
  readonly row: { readonly at: number; readonly text: string; readonly file: ProjectFile };
  /** The subbasin cells of the HRUs moved to the new subbasin (base sites), or the added HRU row. */
  readonly hruCells: readonly Site[];
  readonly addedHru?: { readonly at: number; readonly text: string; readonly file: ProjectFile };
}

/** Options of `split`. */
export interface SplitOptions {
  /** Give the new subbasin HRUs (default true). */
  readonly hrus?: boolean;
  /** Add :AvgAnnualRunoff when the .rvp has none (default true). */
  readonly runoff?: boolean;
  /** Leave the new subbasin row out of the edits (the caller places it). */
  readonly placeRowYourself?: boolean;
}

/** Extends a one-subbasin model to two: a new subbasin draining into the first, with HRUs of its own. */
export function split(fx: Fixture, options: SplitOptions = {}): Split | undefined {
  const network = networkOf(fx.facts);
  const main = network.subbasins[0];
  if (!main || network.hrus.length === 0 || !main.downstream) return undefined;
  const newId = String(Math.max(...network.subbasins.map((s) => Number(s.key))) + 1);
  const replace = [
    { site: main.id.site, text: newId },
    { site: main.downstream.site, text: main.id.text },
  ];
  const name = main.row.cell.name;
  if (name) replace.push({ site: name.site, text: `${name.text}_upper` });
  const gauged = main.row.cell.gauged;
  if (gauged) replace.push({ site: gauged.site, text: '0' });
  const file = main.row.ref.file;
  const row = {
    at: nextLineStart(file, main.row.start),
    text: lineWith(file, main.row.start, replace),
    file,
  };
  const edits: PlacedEdit[] = [];
  if (!options.placeRowYourself) edits.push(insertAt(fx, file, row.at, [row.text]));
  const hruCells: Site[] = [];
  let addedHru: Split['addedHru'];
  if (options.hrus !== false) {
    if (network.hrus.length >= 2) {
      // The later half of the HRUs now lies in the new subbasin.
      for (const hru of network.hrus.slice(Math.ceil(network.hrus.length / 2))) {
        if (!hru.subbasin) continue;
        hruCells.push(hru.subbasin.site);
        edits.push(replaceAt(fx, hru.subbasin.site, newId));
      }
    } else {
      const hru = network.hrus[0];
      const newHru = String(Number(hru.key) + 1);
      const text = lineWith(hru.row.ref.file, hru.row.start, [
        { site: hru.id.site, text: newHru },
        ...(hru.subbasin ? [{ site: hru.subbasin.site, text: newId }] : []),
      ]);
      addedHru = { at: nextLineStart(hru.row.ref.file, hru.row.start), text, file: hru.row.ref.file };
      edits.push(insertAt(fx, hru.row.ref.file, addedHru.at, [text]));
    }
  }
  if (options.runoff !== false) edits.push(...runoff(fx));
  return { edits, main, newId, row, hruCells, addedHru };
}

/** `:AvgAnnualRunoff` appended to the base .rvp, unless the model gives it. */
export function runoff(fx: Fixture): PlacedEdit[] {
  const given = fx.facts.rvp.commands.some(
    (r) =>
      r.command.line.words[0].text === ':AvgAnnualRunoff' ||
      (r.command.line.words[0].text === ':GlobalParameter' &&
        r.command.line.words[1]?.text === 'AVG_ANNUAL_RUNOFF'),
  );
  const rvp = fx.project.files.find((f) => f.fileType === 'rvp' && !f.redirect);
  return given || !rvp ? [] : [append(fx, rvp, [':AvgAnnualRunoff 500'])];
}

/** The base file of a type. */
export function baseFile(fx: Fixture, type: ProjectFile['fileType']): ProjectFile | undefined {
  return fx.project.files.find((f) => f.fileType === type && !f.redirect);
}
