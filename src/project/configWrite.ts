/**
 * Writing a Config as Raven files. A loaded Config prints each file from its entries: untouched and unchanged
 * commands keep their exact text, a changed command's new text is merged into its old text (so only the
 * changed words move), removed values drop their lines, and new values are appended to the section's base
 * file. A Config built by a program is written section by section in canonical form.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { CATALOGUE } from '../../grammar/index.js';
import { toPlain } from '../models/modelClass/model.js';
import type { FieldMeta } from '../models/modelClass/field.js';
import { Config, SECTIONS, type SectionType } from '../models/sections/config.js';
import { encodeField } from '../models/sections/encode.js';
import { FreeSymbolError, commandLine } from '../models/commandText/write.js';
import { formatRv } from '../printer/format.js';
import { mergeText } from '../printer/merge.js';
import { printItem } from '../printer/print.js';
import { writeFileAtomic } from './atomicWrite.js';
import { configSources, type ConfigSources, type Entry } from './configLoad.js';
import { ProjectError } from './errors.js';

/** The section types Raven always needs a file for. */
const MANDATORY: readonly SectionType[] = ['rvi', 'rvp', 'rvh', 'rvt', 'rvc'];

/** The files of a Config as text, by path relative to the model directory. */
export function renderConfig(config: Config, modelname: string): Map<string, string> {
  const free = config.freeSymbols();
  if (free.length > 0) throw new FreeSymbolError(free);
  const sources = configSources(config);
  return sources ? renderLoaded(config, sources, modelname) : renderNew(config, modelname);
}

function renderNew(config: Config, modelname: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const type of Object.keys(SECTIONS) as SectionType[]) {
    const body = config.rvText(type);
    if (body === '' && !MANDATORY.includes(type)) continue;
    const text = `# ${modelname}.${type}: written by rvkit\n\n${body}`;
    out.set(`${modelname}.${type}`, formatRv(text, { fileType: type }));
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
    for (const entry of entries) {
      text += renderEntry(entry, self, file.fileType, bound);
    }
    const name = relative(project.dir, file.path);
    const renamed =
      !file.redirect && name === `${project.stem}.${file.fileType}` ? `${modelname}.${file.fileType}` : name;
    out.set(renamed, text);
  }
  // Values with no command in the files yet go at the end of their section's base file.
  for (const type of Object.keys(SECTIONS) as SectionType[]) {
    const extra = Config.sectionFields(type)
      .map((f) => newText(f, self[f.name], bound.get(f.name)))
      .join('');
    if (extra === '') continue;
    const base = `${modelname}.${type}`;
    const before = out.get(base) ?? '';
    out.set(
      base,
      before + (before === '' || before.endsWith('\n') ? '' : '\n') + formatRv(extra, { fileType: type }),
    );
  }
  return out;
}

function renderEntry(
  entry: Entry,
  self: Record<string, unknown>,
  fileType: SectionType | string,
  bound: Map<string, Set<number | string | undefined>>,
): string {
  const original = printItem(entry.item);
  const b = entry.binding;
  if (!b) return original;
  const places = bound.get(b.field) ?? new Set();
  bound.set(b.field, places.add(b.at));
  const whole = self[b.field];
  const value = b.at === undefined ? whole : (whole as Record<string | number, unknown> | null)?.[b.at];
  if (value === undefined || value === null) return '';
  if (JSON.stringify(toPlain(value)) === b.snapshot) return original;
  const f = Config.sectionFields(fileType as SectionType).find((x) => x.name === b.field)!;
  const next =
    b.at === undefined
      ? encodeField(f, value)
      : typeof b.at === 'number'
        ? encodeField(f, [value])
        : commandLine(`:${f.alias}`, b.at, value);
  return mergeText(original, next, CATALOGUE[fileType as SectionType].comments);
}

/** Text for the parts of a field that no loaded command holds. */
function newText(f: FieldMeta, value: unknown, taken: Set<number | string | undefined> | undefined): string {
  if (value === null || value === undefined) return '';
  if (!taken) return encodeField(f, value);
  if (taken.has(undefined)) return '';
  if (Array.isArray(value))
    return encodeField(
      f,
      value.filter((_, i) => !taken.has(i)),
    );
  if (typeof value === 'object' && !('toRv' in (value as object))) {
    const rest = Object.entries(value as object).filter(([k]) => !taken.has(k));
    return encodeField(f, Object.fromEntries(rest));
  }
  return '';
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
