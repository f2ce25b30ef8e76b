/**
 * Writing a Config as Raven files. A loaded Config prints each file from its entries: an unchanged command
 * prints its source slice, a changed one is printed against its syntax node (`reprintCommand`: its lines in
 * place of the node's lines, so only the changed words move, or the command in canonical layout when its
 * shape changed), removed values drop their lines, and new values are appended to the section's base file in
 * canonical layout. A Config built by a program is written section by section in canonical layout. The
 * models' lines are laid out by the printer (`printLines`): nothing written is parsed again.
 */
import { realpathSync } from 'node:fs';
import { basename, isAbsolute, join, normalize, relative, resolve, sep } from 'node:path';
import { CATALOGUE } from '../../grammar/index.js';
import type { FileType } from '../../grammar/types.js';
import { construct } from '../models/modelClass/construct.js';
import { aliasesIn, withAliases } from '../models/commandText/aliasContext.js';
import { Model } from '../models/modelClass/model.js';
import type { FieldMeta } from '../models/modelClass/field.js';
import { Config, SECTIONS, type SectionType } from '../models/sections/config.js';
import { encodeLines } from '../models/sections/encode.js';
import { lastElementHashes } from '../models/modelClass/fingerprint.js';
import { fixedRecords } from '../models/shapes/fixedTable.js';
import { decodeNode } from '../models/sections/decode.js';
import type { Item } from '../ast/nodes.js';
import { FreeSymbolError } from '../models/commandText/write.js';
import { lineOf, linesText } from '../models/commandText/lines.js';
import { printLines, type WordLine } from '../printer/lines.js';
import { printItem } from '../printer/print.js';
import { reprintCommand } from '../printer/reprint.js';
import { configSources, isUnchanged, type Binding, type ConfigSources, type Entry } from './configLoad.js';
import { withTemplate } from '../models/commandText/template.js';
import { FileExistsError, ProjectError } from './errors.js';
import type { Project, ProjectFile } from './project.js';
import { correctForRelativePath } from './ravenPath.js';
import { redirectLines } from './redirects.js';
import { reprintChangedRows } from './rowsReprint.js';
import { saveProjectTexts } from './save.js';
import { writeFiles, type FileWrite } from './writeFiles.js';

/** The section types Raven always needs a file for. */
const MANDATORY: readonly SectionType[] = ['rvi', 'rvp', 'rvh', 'rvt', 'rvc'];

/** One file of a rendered Config: where it goes (relative to the directory written) and its text. */
interface Rendered {
  readonly rel: string;
  readonly text: string;
  /** The loaded file it is the text of (none for a file the Config adds). */
  readonly file?: ProjectFile;
}

/**
 * The files of a Config as text, by path relative to the directory they are written to. A loaded model's
 * files keep their places, except redirected files that lie outside its directory (or are named by an
 * absolute path): those are placed inside it and their `:RedirectToFile` lines name the new place, so that
 * the copy is self-contained.
 */
export function renderConfig(config: Config, modelname: string): Map<string, string> {
  return new Map(renderFiles(config, modelname, true).map((r) => [r.rel, r.text]));
}

/**
 * The text each loaded file of a Config would be saved with in place (its edits applied), by file; a file the
 * Config would add is left out. Undefined for a Config built by a program.
 */
export function savedTexts(config: Config): Map<ProjectFile, string> | undefined {
  const sources = configSources(config);
  if (!sources) return undefined;
  const files = renderLoaded(config, sources, sources.project.stem, false);
  return new Map(files.flatMap((r) => (r.file ? [[r.file, r.text] as const] : [])));
}

function renderFiles(config: Config, modelname: string, copy: boolean): Rendered[] {
  const sources = configSources(config);
  if (!sources) {
    const free = config.freeSymbols();
    if (free.length > 0) throw new FreeSymbolError(free);
    return renderNew(config, modelname);
  }
  // A Config loaded from OSTRICH templates holds their parameters as symbols, written back as placeholders;
  // elsewhere a symbol cannot be written, and the printer refuses the first one it meets (the Config is not
  // searched beforehand: the values as loaded hold none, and walking a whole model costs what a save does).
  try {
    return renderLoaded(config, sources, modelname, copy);
  } catch (e) {
    if (e instanceof FreeSymbolError && !sources.project.files.some((f) => f.template))
      throw new FreeSymbolError(config.freeSymbols());
    throw e;
  }
}

function renderNew(config: Config, modelname: string): Rendered[] {
  const out: Rendered[] = [];
  for (const type of Object.keys(SECTIONS) as SectionType[]) {
    const lines = config.rvLines(type);
    if (lines.length === 0 && !MANDATORY.includes(type)) continue;
    const text = printLines(lines, type);
    out.push({
      rel: `${modelname}.${type}`,
      text: `# ${modelname}.${type}: written by rvkit\n${text && `\n${text}`}`,
    });
  }
  return out;
}

function renderLoaded(config: Config, sources: ConfigSources, modelname: string, copy: boolean): Rendered[] {
  const self = config as unknown as Record<string, unknown>;
  const { project } = sources;
  const out = new Map<string, Rendered>();
  const bound = new Map<string, Set<number | string | undefined>>();
  const moved = copy ? relocations(project, modelname) : new Map<string, string>();
  const restore = moved.size > 0 ? pointRedirects(project, moved) : () => undefined;
  try {
    for (const { file, entries } of sources.files) {
      let text = '';
      withTemplate(file.template, () => {
        for (const entry of entries) text += renderEntry(entry, self, file.fileType, bound);
      });
      const name = moved.get(file.path) ?? relative(project.dir, file.path);
      const renamed =
        !file.redirect && name === `${project.stem}.${file.fileType}`
          ? `${modelname}.${file.fileType}`
          : name;
      out.set(renamed, { rel: renamed, text, file });
    }
  } finally {
    restore();
  }
  // Values with no command in the files yet go at the end of their section's base file.
  for (const type of Object.keys(SECTIONS) as SectionType[]) {
    const extra = Config.sectionFields(type).flatMap((f) => newLines(f, self[f.name], bound.get(f.name)));
    if (extra.length === 0) continue;
    const base = `${modelname}.${type}`;
    const before = out.get(base);
    const text = before?.text ?? '';
    out.set(base, {
      ...before,
      rel: base,
      text: text + (text === '' || text.endsWith('\n') ? '' : '\n') + printLines(extra, type),
    });
  }
  return [...out.values()];
}

function renderEntry(
  entry: Entry,
  self: Record<string, unknown>,
  fileType: SectionType | string,
  bound: Map<string, Set<number | string | undefined>>,
): string {
  const b = entry.binding;
  if (!b) return printItem(entry.item);
  const places = bound.get(b.field) ?? new Set();
  bound.set(b.field, places.add(b.at));
  const value = boundValue(self, b);
  if (value === undefined || value === null) return '';
  // A long table's element hashes as last made (the loaded rows', unless hashed since): `reprintChangedRows`.
  const records = fixedRecords(value);
  const hashes = records && lastElementHashes(records);
  if (isUnchanged(b, value)) return printItem(entry.item);
  const patched =
    hashes && entry.item.kind === 'command'
      ? reprintChangedRows(entry.item, value as object, records, hashes, b.fingerprint)
      : undefined;
  return patched ?? reprintEntry(entry, self, fileType as SectionType);
}

/** The value a binding names in the Config. */
function boundValue(self: Record<string, unknown>, b: Binding): unknown {
  const whole = self[b.field];
  return b.at === undefined ? whole : (whole as Record<string | number, unknown> | null)?.[b.at];
}

/**
 * The text of a typed entry from its current value, printed against the node it was read from (whether or
 * not the value changed: saving calls it only for changed ones).
 */
export function reprintEntry(
  entry: Entry,
  config: Config | Record<string, unknown>,
  fileType: SectionType,
): string {
  const self = config as Record<string, unknown>;
  const b = entry.binding!;
  const value = boundValue(self, b);
  if (value === undefined || value === null) return '';
  const f = Config.fieldNamed(b.field)!;
  const next = entryLines(f, b, value);
  if (entry.item.kind !== 'command') return linesText(next);
  const loaded = entryLines(f, b, loadedValue(f, b, entry.item, fileType, aliases(config)));
  return reprintCommand(entry.item, next, fileType, loaded);
}

/** The `:Alias` names of the .rvi files a Config was loaded from (the loader read its models with them). */
function aliases(config: Config | Record<string, unknown>): readonly string[] {
  const sources = configSources(config as Config);
  if (!sources) return [];
  return sources.project.files.filter((f) => f.fileType === 'rvi').flatMap((f) => aliasesIn(f.doc.items));
}

/** The lines a field part is written as. */
function entryLines(f: FieldMeta, b: Binding, value: unknown): WordLine[] {
  if (b.at === undefined) return encodeLines(f, value);
  if (typeof b.at === 'number') return encodeLines(f, [value]);
  return [lineOf(`:${f.alias}`, b.at, value)];
}

/**
 * The value of a field part as it was loaded: its node read again (the syntax tree is kept, so this is the
 * reading of one command, not of text), or, for a node that filled a whole list, built again from its
 * snapshot.
 */
function loadedValue(
  f: FieldMeta,
  b: Binding,
  node: Item,
  fileType: SectionType,
  aliases: readonly string[],
): unknown {
  if (node.kind === 'command') {
    const read = decodeNode(f, node, fileType, undefined, { aliases });
    if (read.kind !== 'items') return read.value;
  }
  const plain: unknown = JSON.parse(b.snapshot);
  const holder = b.at === undefined ? plain : typeof b.at === 'number' ? [plain] : { [b.at]: plain };
  const config = withAliases(aliases, () => construct(Config, { [f.name]: holder }));
  const value = (config as unknown as Record<string, unknown>)[f.name];
  return b.at === undefined
    ? value
    : (value as Record<string | number, unknown>)[typeof b.at === 'number' ? 0 : b.at];
}

/** Lines for the parts of a field that no loaded command holds. */
function newLines(
  f: FieldMeta,
  value: unknown,
  taken: Set<number | string | undefined> | undefined,
): WordLine[] {
  if (value === null || value === undefined) return [];
  if (!taken) return encodeLines(f, value);
  if (taken.has(undefined)) return [];
  if (Array.isArray(value))
    return encodeLines(
      f,
      value.filter((_, i) => !taken.has(i)),
    );
  if (typeof value === 'object' && !(value instanceof Model)) {
    const rest = Object.entries(value as object).filter(([k]) => !taken.has(k));
    return encodeLines(f, Object.fromEntries(rest));
  }
  return [];
}

/** Options of `writeConfig` (and `config.writeRv`). */
export interface WriteRvOptions {
  /** Saving in place: replace files changed on disk since the Config was loaded (default: refuse, and write
   * nothing). */
  readonly force?: boolean;
  /** Saving in place: write the model's files that lie outside its directory (redirects to `../x`, absolute
   * paths, links leading out); default: refuse, and write nothing. */
  readonly allowOutside?: boolean;
}

/**
 * Writes a Config's files into `workdir` (created if needed) as `modelname.rvi` …, all or nothing, through
 * the one write path (writeFiles.ts); returns the path of every file of the model. Only files whose content
 * differs from what is there are written; replacing one needs `overwrite`.
 *
 * In the directory it was loaded from, a loaded Config saves as `saveProject` does: each file it changed must
 * still hold the text it was loaded as (else `ProjectConflictError`, unless `force`), files it did not
 * change are left as they are (edits made meanwhile by others stay), files outside the directory need
 * `allowOutside`. Anywhere else it writes a self-contained copy: a redirected file outside the model's
 * directory is copied into `workdir` and its `:RedirectToFile` line names the copy; nothing is written
 * outside `workdir`.
 */
export async function writeConfig(
  config: Config,
  workdir: string,
  modelname?: string,
  overwrite = false,
  options: WriteRvOptions = {},
): Promise<Record<string, string>> {
  const sources = configSources(config);
  const name = modelname ?? sources?.project.stem ?? (config.run_name as string | null) ?? 'raven';
  const dir = resolve(workdir);
  const project = sources?.project;
  const inPlace = project !== undefined && sameDirectory(dir, project.dir);
  const files = renderFiles(config, name, !inPlace);
  const paths = Object.fromEntries(files.map((r) => [r.rel, join(dir, r.rel)]));
  if (inPlace) {
    const texts = new Map<ProjectFile, string>();
    const created: FileWrite[] = [];
    for (const r of files) {
      const path = join(project.dir, r.rel);
      if (r.file && r.file.path === path) texts.set(r.file, r.text);
      else created.push({ path, text: r.text, before: overwrite ? undefined : null });
    }
    const changed = [...texts].filter(([f, text]) => text !== f.text).map(([f]) => f.path);
    if (changed.length > 0 && !overwrite) {
      throw new FileExistsError(changed);
    }
    await saveProjectTexts(project, texts, created, options);
    return paths;
  }
  const writes = files.map((r) => ({
    path: join(dir, r.rel),
    text: r.text,
    before: overwrite ? undefined : null,
  }));
  await writeFiles(dir, writes);
  return paths;
}

/** True when two paths name the same directory (through links too). */
function sameDirectory(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}

/**
 * Where a copy puts each file of the model that lies outside its directory or is named by an absolute path
 * (which would still name the original): by its path, the new path relative to the copy. The copy's
 * `:RedirectToFile` line names the file by its base name, which Raven resolves against the same anchor file
 * as before (see ravenPath.ts). A base file named outside (`:rvh_Filename ../x.rvh`) cannot be moved without
 * changing how every redirect of its type resolves: refused.
 */
function relocations(project: Project, modelname: string): Map<string, string> {
  const rel = (f: ProjectFile) => relative(project.dir, f.path);
  const escapes = (f: ProjectFile) =>
    isAbsolute(f.ravenName) || rel(f) === '..' || rel(f).startsWith(`..${sep}`) || isAbsolute(rel(f));
  const out = new Map<string, string>();
  const taken = new Set(project.files.filter((f) => !escapes(f)).map((f) => rel(f)));
  for (const f of project.files) {
    if (!escapes(f) || out.has(f.path)) continue;
    if (!f.redirect) {
      throw new ProjectError(
        `${f.path}: the model's .${f.fileType} file lies outside ${project.dir} (or is named by an absolute ` +
          'path); a copy of the model would not be self-contained: move it into the directory first',
        [f.path],
      );
    }
    const anchor = anchorName(project, f.fileType, modelname);
    const [stem, ext] = splitName(basename(f.path).replace(/\s+/g, '_'));
    for (let i = 0; ; i++) {
      const ref = i === 0 ? `${stem}${ext}` : `${stem}_${i}${ext}`;
      const place = normalize(correctForRelativePath(ref, anchor));
      if (isAbsolute(place) || place.startsWith('..') || taken.has(place)) continue;
      taken.add(place);
      out.set(f.path, place);
      break;
    }
  }
  return out;
}

/** The name redirects of a file type are resolved against (the loader's anchor, loadFrom.ts). */
function anchorName(project: Project, fileType: FileType, modelname?: string): string {
  const type = CATALOGUE[fileType].redirectAnchor;
  const base = project.files.find((f) => f.fileType === type && !f.redirect);
  const name = base?.ravenName ?? `${project.stem}.${type}`;
  return modelname && name === `${project.stem}.${type}` ? `${modelname}.${type}` : name;
}

function splitName(name: string): [string, string] {
  const dot = name.indexOf('.', 1);
  return dot < 0 ? [name, ''] : [name.slice(0, dot), name.slice(dot)];
}

/**
 * Points each `:RedirectToFile` line that names a moved file at its new place (its base name: see
 * `relocations`), for the time of one rendering; returns the function that puts the lines back.
 */
function pointRedirects(project: Project, moved: ReadonlyMap<string, string>): () => void {
  const undo: (() => void)[] = [];
  for (const file of project.files) {
    const anchor = anchorName(project, file.fileType);
    for (const { command, target } of redirectLines(file.doc.items)) {
      const path = resolve(project.dir, correctForRelativePath(target, anchor));
      const place = moved.get(path);
      if (place === undefined) continue;
      const line = command.line;
      const [name, first] = line.words;
      command.line = { ...line, words: [name, { ...first, text: basename(place) }] };
      undo.push(() => (command.line = line));
    }
  }
  return () => undo.forEach((f) => f());
}
