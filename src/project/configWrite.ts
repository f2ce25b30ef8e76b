/**
 * Writing a Config as Raven files. A loaded Config prints each file from its entries: an unchanged command
 * prints its source slice, a changed one is printed against its syntax node (`reprintCommand`: its lines in
 * place of the node's lines, so only the changed words move, or the command in canonical layout when its
 * shape changed), removed values drop their lines, and new values are appended to the section's base file in
 * canonical layout. A Config built by a program is written section by section in canonical layout. The
 * models' lines are laid out by the printer (`printLines`): nothing written is parsed again.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { construct } from '../models/modelClass/construct.js';
import { aliasesIn, withAliases } from '../models/commandText/aliasContext.js';
import { Model } from '../models/modelClass/model.js';
import type { FieldMeta } from '../models/modelClass/field.js';
import { Config, SECTIONS, type SectionType } from '../models/sections/config.js';
import { encodeLines } from '../models/sections/encode.js';
import { decodeNode } from '../models/sections/decode.js';
import type { Item } from '../ast/nodes.js';
import { FreeSymbolError } from '../models/commandText/write.js';
import { lineOf, linesText } from '../models/commandText/lines.js';
import { printLines, type WordLine } from '../printer/lines.js';
import { printItem } from '../printer/print.js';
import { reprintCommand } from '../printer/reprint.js';
import { writeFileAtomic } from './atomicWrite.js';
import { configSources, isUnchanged, type Binding, type ConfigSources, type Entry } from './configLoad.js';
import { withTemplate } from '../models/commandText/template.js';
import { ProjectError } from './errors.js';

/** The section types Raven always needs a file for. */
const MANDATORY: readonly SectionType[] = ['rvi', 'rvp', 'rvh', 'rvt', 'rvc'];

/** The files of a Config as text, by path relative to the model directory. */
export function renderConfig(config: Config, modelname: string): Map<string, string> {
  const sources = configSources(config);
  // A Config loaded from OSTRICH templates holds their parameters as symbols, written back as placeholders.
  const free = config.freeSymbols();
  if (free.length > 0 && !sources?.project.files.some((f) => f.template)) throw new FreeSymbolError(free);
  return sources ? renderLoaded(config, sources, modelname) : renderNew(config, modelname);
}

function renderNew(config: Config, modelname: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const type of Object.keys(SECTIONS) as SectionType[]) {
    const lines = config.rvLines(type);
    if (lines.length === 0 && !MANDATORY.includes(type)) continue;
    const text = printLines(lines, type);
    out.set(`${modelname}.${type}`, `# ${modelname}.${type}: written by rvkit\n${text && `\n${text}`}`);
  }
  return out;
}

function renderLoaded(config: Config, sources: ConfigSources, modelname: string): Map<string, string> {
  const self = config as unknown as Record<string, unknown>;
  const { project } = sources;
  const out = new Map<string, string>();
  const bound = new Map<string, Set<number | string | undefined>>();
  for (const { file, entries } of sources.files) {
    let text = '';
    withTemplate(file.template, () => {
      for (const entry of entries) text += renderEntry(entry, self, file.fileType, bound);
    });
    const name = relative(project.dir, file.path);
    const renamed =
      !file.redirect && name === `${project.stem}.${file.fileType}` ? `${modelname}.${file.fileType}` : name;
    out.set(renamed, text);
  }
  // Values with no command in the files yet go at the end of their section's base file.
  for (const type of Object.keys(SECTIONS) as SectionType[]) {
    const extra = Config.sectionFields(type).flatMap((f) => newLines(f, self[f.name], bound.get(f.name)));
    if (extra.length === 0) continue;
    const base = `${modelname}.${type}`;
    const before = out.get(base) ?? '';
    out.set(base, before + (before === '' || before.endsWith('\n') ? '' : '\n') + printLines(extra, type));
  }
  return out;
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
  if (isUnchanged(b, value)) return printItem(entry.item);
  return reprintEntry(entry, self, fileType as SectionType);
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
  const f = Config.sectionFields(fileType).find((x) => x.name === b.field)!;
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

/**
 * Writes a Config's files into `workdir` (created if needed) as `modelname.rvi` ...; refuses to replace an
 * existing file with different content unless `overwrite`; files whose content is already there are not
 * rewritten. Returns the path of every file of the model.
 */
export async function writeConfig(
  config: Config,
  workdir: string,
  modelname?: string,
  overwrite = false,
): Promise<Record<string, string>> {
  const sources = configSources(config);
  const name = modelname ?? sources?.project.stem ?? (config.run_name as string | null) ?? 'raven';
  const files = renderConfig(config, name);
  const dir = resolve(workdir);
  const existing: string[] = [];
  const todo: [string, string][] = [];
  for (const [rel, text] of files) {
    const path = join(dir, rel);
    if (existsSync(path)) {
      // A model's files are a few kB: a synchronous read costs less than a trip through the thread pool.
      if (readFileSync(path, 'latin1') === text) continue;
      if (!overwrite) existing.push(path);
    }
    todo.push([path, text]);
  }
  if (existing.length > 0) {
    throw new ProjectError(`already exist and would be overwritten (pass overwrite): ${existing.join(', ')}`);
  }
  for (const [path] of todo) mkdirSync(dirname(path), { recursive: true });
  for (const [path, text] of todo) await writeFileAtomic(path, text);
  return Object.fromEntries([...files.keys()].map((rel) => [rel, join(dir, rel)]));
}
