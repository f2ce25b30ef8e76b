/**
 * Grid weights written into an existing model: the :GridWeights of its :GriddedForcing/:StationForcing blocks
 * (where they are: in the block, or in the file a :RedirectToFile of the block names) replaced as a minimal
 * diff — the block's own lines, comments and indentation kept, the counts' values and the rows replaced — or a
 * separate file of weights that each block names with :RedirectToFile. The changed texts go back to the
 * caller, which checks the model as it will be and writes them through the project's one write path.
 */
import { relative, resolve, sep } from 'node:path';
import { commandName, type Command, type Item, type Line } from '../ast/nodes.js';
import { ModelFacts } from '../facts/facts.js';
import { networkOf } from '../facts/network.js';
import type { ForcingGridFacts } from '../facts/rvtFacts.js';
import type { CommandRef } from '../facts/readingOrder.js';
import { correctForRelativePath } from '../project/ravenPath.js';
import type { Project, ProjectFile } from '../project/project.js';
import type { GridWeightsResult } from './gridWeights.js';
import { gridWeightsText } from './gridWeightsBlock.js';
import { GeoInputError, type GeoMessage } from './messages.js';
import type { HruInSubbasin } from './subbasinWeights.js';

/** A :GriddedForcing or :StationForcing block of a model and what it says about its NetCDF file. */
export interface ModelGrid {
  readonly name: string;
  readonly kind: 'gridded' | 'station';
  /** The NetCDF file, absolute, as Raven resolves :FileNameNC (undefined when the block names none). */
  readonly file?: string;
  /** The names of :DimNamesNC (x, y, time; or station, time). */
  readonly dims: readonly string[];
  readonly variable?: string;
  /** Where the block is, for messages: `file:line`. */
  readonly where: string;
  readonly facts: ForcingGridFacts;
}

/** One file's new text. */
export interface ModelChange {
  readonly path: string;
  /** The text as loaded; null for a new file. */
  readonly before: string | null;
  readonly after: string;
}

function lineNumber(file: ProjectFile, offset: number): number {
  let n = 1;
  for (let i = file.text.indexOf('\n'); i >= 0 && i < offset; i = file.text.indexOf('\n', i + 1)) n++;
  return n;
}

function whereOf(ref: CommandRef): string {
  return `${ref.file.ravenName}:${lineNumber(ref.file, ref.command.line.start)}`;
}

/** The forcing grids of a model, in reading order. */
export function modelGrids(project: Project): ModelGrid[] {
  const model = new ModelFacts(project);
  const anchor = project.files.find((f) => f.fileType === 'rvt' && !f.redirect)?.ravenName ?? '';
  return model.rvt.grids.map((g) => {
    const arg = (m: { ref: CommandRef }) => m.ref.command.line.words[1]?.text;
    const fileName = g.members.find((m) => m.name === ':FileNameNC');
    const dims = g.members.find((m) => m.name === ':DimNamesNC');
    const variable = g.members.find((m) => m.name === ':VarNameNC');
    const name = arg(g) ?? `(${commandName(g.ref.command)})`;
    const file = fileName && arg(fileName);
    return {
      name,
      kind: g.kind,
      file: file ? resolve(project.dir, correctForRelativePath(file, anchor)) : undefined,
      dims: dims ? dims.ref.command.line.words.slice(1).map((w) => w.text) : [],
      variable: variable && arg(variable),
      where: whereOf(g.ref),
      facts: g,
    };
  });
}

/** The model's HRUs with their subbasins, in reading order (IDs as Raven reads them). */
export function modelHrus(project: Project): HruInSubbasin[] {
  const network = networkOf(new ModelFacts(project));
  return network.hrus.map((h) => [Number(h.idText), Number(h.subbasinText ?? NaN)] as const);
}

/** Every model HRU has weights and every weighted ID is an HRU of the model: else the errors, by ID. */
export function matchHrus(project: Project, result: GridWeightsResult, polygons: string): void {
  const hrus = modelHrus(project);
  const model = new Set(hrus.map(([h]) => h));
  const given = new Set(result.hru);
  const errors: GeoMessage[] = [];
  const missing = hrus.filter(([h]) => !given.has(h)).map(([h]) => h);
  const extra = [...given].filter((h) => !model.has(h));
  const list = (ids: number[]) =>
    ids.slice(0, 10).join(', ') + (ids.length > 10 ? ` and ${ids.length - 10} more` : '');
  if (missing.length > 0)
    errors.push({
      severity: 'error',
      where: project.dir,
      message: `${missing.length} HRU${missing.length > 1 ? 's' : ''} of the model ha${missing.length > 1 ? 've' : 's'} no polygon in ${polygons}: ${list(missing)} (Raven stops when an HRU's weights do not sum to 1)`,
    });
  if (extra.length > 0)
    errors.push({
      severity: 'error',
      where: polygons,
      message: `${extra.length} ID${extra.length > 1 ? 's are' : ' is'} no HRU of the model: ${list(extra)} (Raven stops on an unknown HRU ID in :GridWeights)`,
    });
  if (errors.length > 0) throw new GeoInputError(errors);
}

/** The rows of a result as lines of text, each with the indentation and line end given. */
function rowsText(result: GridWeightsResult, indent: string, eol: string): string {
  return gridWeightsText(result)
    .split('\n')
    .filter((l) => /^\s*\d/.test(l))
    .map((l) => indent + l.trim() + eol)
    .join('');
}

type Edit = { start: number; end: number; text: string };

const COUNT_NAMES = new Set([':NumberHRUs', ':NumberGridCells', ':NumberStations']);

/** The edits that give an existing :GridWeights block the new counts and rows, its other lines kept. */
function blockEdits(command: Command, result: GridWeightsResult, eol: string): Edit[] {
  const edits: Edit[] = [];
  const body: Item[] = command.body ?? [];
  const indent = /^[ \t]*/.exec(command.line.words[0].pre)![0] + '  ';
  let counts = 0;
  let rowsDone = false;
  let lastCount = -1;
  for (const item of body) {
    if (item.kind === 'command' && COUNT_NAMES.has(commandName(item))) {
      const value = commandName(item) === ':NumberHRUs' ? result.numberHrus : result.numberCells;
      const w = item.line.words[1];
      if (w) edits.push({ start: w.offset, end: w.offset + w.text.length, text: String(value) });
      counts++;
      lastCount = item.line.start + lineLength(item);
    } else if (item.kind === 'rows') {
      const first = /^[ \t]*/.exec(item.text)![0];
      edits.push({
        start: item.start,
        end: item.start + item.text.length,
        text: rowsDone ? '' : rowsText(result, first || indent, eol),
      });
      rowsDone = true;
    }
  }
  // A block without its counts (Raven stops on it) or without rows gets them.
  const at = command.end ? command.end.start : command.line.start + lineLength(command);
  if (counts === 0) {
    const text =
      `${indent}:NumberHRUs ${result.numberHrus}${eol}${indent}:NumberGridCells ${result.numberCells}${eol}` +
      (rowsDone ? '' : rowsText(result, indent, eol));
    edits.push({
      start: command.line.start + lineLength(command),
      end: command.line.start + lineLength(command),
      text,
    });
  } else if (!rowsDone)
    edits.push({
      start: Math.max(at, lastCount),
      end: Math.max(at, lastCount),
      text: rowsText(result, indent, eol),
    });
  return edits;
}

/** The length of a line, its line end included. */
function lineSize(l: Line): number {
  return (
    l.words.reduce((n, w) => n + w.pre.length + w.text.length, 0) +
    l.trail.length +
    l.comment.length +
    l.eol.length
  );
}

/** The length of a command's first line, its line end included. */
function lineLength(c: Command): number {
  return lineSize(c.line);
}

function eolOf(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

function applyEdits(text: string, edits: readonly Edit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** Options of `weightsIntoModel`. */
export interface IntoModelOptions {
  /**
   * Write the weights to this file (absolute) and have each block name it with :RedirectToFile, in place of
   * the weights it holds or names now.
   */
  readonly redirect?: string;
  /** The comment lines heading a file of weights. */
  readonly header?: readonly string[];
}

/** The new texts of the files that give `grids` the weights of `result`. */
export function weightsIntoModel(
  project: Project,
  grids: readonly ModelGrid[],
  result: GridWeightsResult,
  options: IntoModelOptions = {},
): ModelChange[] {
  // A file named by several :RedirectToFile lines is loaded once per line: its edits are made once, by path.
  const edits = new Map<string, { file: ProjectFile; list: Edit[] }>();
  const done = new Set<string>();
  const add = (file: ProjectFile, e: Edit[]) => {
    const key = `${file.path} ${e.map((x) => x.start).join(',')}`;
    if (done.has(key)) return;
    done.add(key);
    const entry = edits.get(file.path) ?? { file, list: [] };
    entry.list.push(...e);
    edits.set(file.path, entry);
  };
  const newFiles: ModelChange[] = [];
  const redirectName = options.redirect && relative(project.dir, options.redirect).split(sep).join('/');
  if (options.redirect) {
    const existing = project.files.find((f) => resolve(f.path) === resolve(options.redirect!));
    newFiles.push({
      path: options.redirect,
      before: existing?.text ?? null,
      after: gridWeightsText(result, options.header ?? []).replace(
        /\n/g,
        eolOf(project.files[0]?.text ?? '\n'),
      ),
    });
  }
  for (const grid of grids) {
    const member = grid.facts.members.find((m) => m.name === ':GridWeights');
    const blockFile = grid.facts.ref.file;
    const eol = eolOf(blockFile.text);
    const blockIndent = /^[ \t]*/.exec(grid.facts.ref.command.line.words[0].pre)![0] + '  ';
    if (!member) {
      // No weights yet: a block of them (or the redirect) before the block's end.
      const end = grid.facts.ref.command.end;
      if (!end) continue;
      const text = redirectName
        ? `${blockIndent}:RedirectToFile ${redirectName}${eol}`
        : gridWeightsText(result)
            .split('\n')
            .filter((l) => l !== '')
            .map((l) => blockIndent + l + eol)
            .join('');
      add(blockFile, [{ start: end.start, end: end.start, text }]);
      continue;
    }
    const cmd = member.ref.command;
    if (!redirectName) {
      add(member.ref.file, blockEdits(cmd, result, eolOf(member.ref.file.text)));
      continue;
    }
    const redirect = member.ref.file.redirect;
    if (redirect && resolve(member.ref.file.path) !== resolve(options.redirect!)) {
      // The weights are in a file the block names: name the new file instead.
      const from = project.files.find((f) => f.ravenName === redirect.from || f.path === redirect.from);
      const line = from && redirectLine(from, redirect.line);
      if (from && line)
        add(from, [{ start: line.start, end: line.end, text: `:RedirectToFile ${redirectName}` }]);
    } else if (!redirect) {
      const end = cmd.end ? cmd.end.start + lineSize(cmd.end) : cmd.line.start + lineLength(cmd);
      const indent = /^[ \t]*/.exec(cmd.line.words[0].pre)![0];
      add(member.ref.file, [
        {
          start: cmd.line.start,
          end,
          text: `${indent}:RedirectToFile ${redirectName}${eolOf(member.ref.file.text)}`,
        },
      ]);
    }
  }
  const changes: ModelChange[] = [];
  for (const { file, list } of edits.values()) {
    const after = applyEdits(file.text, list);
    if (after !== file.text) changes.push({ path: file.path, before: file.text, after });
  }
  return [...changes, ...newFiles];
}

/** The span of the words of the `:RedirectToFile` command at a 1-based line (its indentation and line end kept). */
function redirectLine(file: ProjectFile, line: number): { start: number; end: number } | undefined {
  let start = 0;
  for (let n = 1; n < line; n++) {
    const next = file.text.indexOf('\n', start);
    if (next < 0) return undefined;
    start = next + 1;
  }
  const endAt = file.text.indexOf('\n', start);
  const text = file.text.slice(start, endAt < 0 ? file.text.length : endAt).replace(/\r$/, '');
  const m = /^([ \t]*)(:RedirectToFile\b[^#]*?)[ \t]*(#.*)?$/i.exec(text);
  if (!m) return undefined;
  return { start: start + m[1].length, end: start + m[1].length + m[2].length };
}
