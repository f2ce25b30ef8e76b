/**
 * Parameters named by reference into a model, without templates: the words name a value of the files as
 * Raven reads them (redirects followed), found in the syntax tree of the loaded project, so that the value's
 * place is known to the character and a calibration writes nothing else.
 *
 * - a table of classes, HRUs or subbasins (`:Parameters` or `:Attributes` header): `SoilParameterList
 *   FAST_RES HBV_BETA`, `HRUs 12 SLOPE`, `SubBasins * MANNINGS_N`, `SubBasinProperties 3 TIME_TO_PEAK`
 *   (row, then column; `*` is every row);
 * - a soil profile's horizon thickness: `SoilProfiles DEFAULT_P SOIL_PROD`;
 * - a one-line command's number: `GlobalParameter RAINSNOW_TEMP`, `AvgAnnualSnow`,
 *   `UniformInitialConditions SOIL[0]` (the words after the command match its first arguments; the one
 *   number left is the value; `#2` picks among several: `RainSnowTransition #2`).
 */
import type { Command, Item, Rows, Word } from '../../ast/nodes.js';
import { scanRows } from '../../parser/rows.js';
import { lineStarts, positionAt } from '../../parser/positions.js';
import type { Project, ProjectFile } from '../../project/project.js';

/** One place of a value in a model file: the characters `[start, end)` of its text. */
export interface Site {
  readonly file: ProjectFile;
  readonly start: number;
  readonly end: number;
}

/** A reference resolved: every place of its value, and the value there now (null when not a number). */
export interface ResolvedReference {
  readonly sites: readonly Site[];
  readonly current: number | null;
}

/** A reference that names nothing, with what the model has instead. */
export class TargetError extends Error {
  override readonly name = 'TargetError';
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eEdD][+-]?\d+)?$/;

function bare(name: string): string {
  return name.replace(/^:/, '').toLowerCase();
}

/** Every command of a project's files (block bodies included), in Raven's reading order of the files. */
function* commands(project: Project): Generator<{ file: ProjectFile; command: Command }> {
  for (const file of project.files) {
    const walk = function* (items: readonly Item[]): Generator<{ file: ProjectFile; command: Command }> {
      for (const item of items) {
        if (item.kind !== 'command') continue;
        yield { file, command: item };
        if (item.body) yield* walk(item.body);
      }
    };
    yield* walk(file.doc.items);
  }
}

/** The header words of a table block (`:Parameters` or `:Attributes`), without the command word. */
function header(command: Command): Word[] | null {
  for (const item of command.body ?? []) {
    if (item.kind !== 'command') continue;
    const name = item.line.words[0]!.text.toLowerCase();
    if (name === ':parameters' || name === ':attributes') return item.line.words.slice(1);
  }
  return null;
}

/** The rows of a block's body: each row's fields with their offsets in the file. */
function rowsOf(command: Command): { fields: { text: string; start: number; end: number }[] }[] {
  const out: { fields: { text: string; start: number; end: number }[] }[] = [];
  for (const item of command.body ?? []) {
    if (item.kind !== 'rows') continue;
    const table = scanRows(item as Rows);
    for (let r = 0; r < table.rowCount; r++) {
      const fields = [];
      for (let f = table.firstField[r]!; f < table.firstField[r + 1]!; f++) {
        const start = item.start + table.fieldStart[f]!;
        fields.push({
          text: table.text.slice(table.fieldStart[f], table.fieldEnd[f]),
          start,
          end: item.start + table.fieldEnd[f]!,
        });
      }
      if (fields.length > 0) out.push({ fields });
    }
  }
  return out;
}

function list(names: readonly string[], max = 12): string {
  const unique = [...new Set(names)];
  return unique.length > max ? `${unique.slice(0, max).join(', ')} …` : unique.join(', ');
}

/** Resolves reference words to the places of their value in a loaded project; throws `TargetError`. */
export function resolveReference(project: Project, words: readonly string[]): ResolvedReference {
  const [head, ...keys] = words;
  if (!head) throw new TargetError('an empty reference');
  const name = bare(head);
  const found = [...commands(project)].filter(({ command }) => bare(command.line.words[0]!.text) === name);
  if (found.length === 0) throw new TargetError(`the model has no :${head.replace(/^:/, '')} command`);
  const sites: Site[] = [];
  const why: string[] = [];
  const firstWords: string[] = [];
  for (const { file, command } of found) {
    const columns = command.body ? header(command) : null;
    if (columns) {
      const [row, column] = keys;
      if (keys.length !== 2) {
        why.push(
          `name a row and a column: ${head} <row or *> <column> (columns: ${list(columns.map((w) => w.text))})`,
        );
        continue;
      }
      const index = columns.findIndex((w) => w.text.toLowerCase() === column!.toLowerCase());
      if (index < 0) {
        why.push(`${head} has no column ${column} (it has ${list(columns.map((w) => w.text))})`);
        continue;
      }
      const rows = rowsOf(command);
      const matching = rows.filter(
        (r) => row === '*' || r.fields[0]!.text.toLowerCase() === row!.toLowerCase(),
      );
      if (matching.length === 0)
        why.push(`${head} has no row ${row} (it has ${list(rows.map((r) => r.fields[0]!.text))})`);
      for (const r of matching) {
        const cell = r.fields[index + 1];
        if (cell) sites.push({ file, start: cell.start, end: cell.end });
        else why.push(`row ${r.fields[0]!.text} of ${head} has no value for ${column}`);
      }
      continue;
    }
    if (command.body && name === 'soilprofiles') {
      const [profile, soil] = keys;
      if (keys.length !== 2) {
        why.push('name a profile and a soil class: SoilProfiles <profile or *> <soil class>');
        continue;
      }
      const rows = rowsOf(command).filter(
        (r) => profile === '*' || r.fields[0]!.text.toLowerCase() === profile!.toLowerCase(),
      );
      if (rows.length === 0) why.push(`SoilProfiles has no profile ${profile}`);
      for (const r of rows) {
        // NAME, count, then (soil class, thickness) pairs.
        for (let f = 2; f + 1 < r.fields.length; f += 2) {
          if (r.fields[f]!.text.toLowerCase() === soil!.toLowerCase())
            sites.push({ file, start: r.fields[f + 1]!.start, end: r.fields[f + 1]!.end });
        }
      }
      if (sites.length === 0)
        why.push(`no profile ${profile === '*' ? '' : `${profile} `}has a horizon of ${soil}`);
      continue;
    }
    // A one-line command: leading words match its first arguments, then its number.
    const args = command.line.words.slice(1);
    const pick = keys.length > 0 && /^#\d+$/.test(keys.at(-1)!) ? Number(keys.at(-1)!.slice(1)) : null;
    const match = pick === null ? keys : keys.slice(0, -1);
    if (match.some((k, i) => args[i]?.text.toLowerCase() !== k.toLowerCase())) {
      if (args[0]) firstWords.push(args[0].text);
      continue;
    }
    const numbers = args.slice(match.length).filter((w) => NUMBER.test(w.text));
    if (numbers.length === 0) {
      why.push(`${head}${match.length ? ` ${match.join(' ')}` : ''} holds no number`);
      continue;
    }
    if (pick === null && numbers.length > 1) {
      why.push(
        `${head}${match.length ? ` ${match.join(' ')}` : ''} holds ${numbers.length} numbers: pick one with #1 … #${numbers.length}`,
      );
      continue;
    }
    const word = numbers[(pick ?? 1) - 1];
    if (!word) {
      why.push(`${head} has no number #${pick}`);
      continue;
    }
    sites.push({ file, start: word.offset, end: word.offset + word.text.length });
  }
  if (sites.length === 0) {
    if (firstWords.length > 0 && why.length === 0) why.push(`the model has ${head} ${list(firstWords)}`);
    const line = found.length === 1 ? '' : ` (${found.length} such commands)`;
    throw new TargetError(
      `${words.join(' ')} matches no value${line}${why.length ? `: ${[...new Set(why)].join('; ')}` : ''}`,
    );
  }
  const values = sites.map((s) => s.file.text.slice(s.start, s.end));
  const current = NUMBER.test(values[0]!) ? Number(values[0]!.replace(/[dD]/, 'e')) : null;
  return { sites, current };
}

/** `file:line` of a site, for messages. */
export function siteLocation(site: Site): string {
  const { line, column } = positionAt(lineStarts(site.file.text), site.start);
  return `${site.file.ravenName}:${line}:${column}`;
}
