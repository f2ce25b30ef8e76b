/**
 * `loadConfig`: a model directory into a typed Config. Every top-level command that a section field models
 * becomes that field's typed value; every other command (and any command whose text the typed model cannot
 * hold) stays in the file as it was, never dropped. The files and which command fills which field are kept
 * on the Config, so that saving rewrites only the commands whose values changed.
 */
import { CATALOGUE } from '../../grammar/index.js';
import { commandTable } from '../../grammar/lookup.js';
import type { FileType } from '../../grammar/types.js';
import type { Command, Item } from '../ast/nodes.js';
import { commandName } from '../ast/nodes.js';
import { construct } from '../models/modelClass/construct.js';
import { ConfigValidationError, type Problem } from '../models/modelClass/errors.js';
import { ATTACHED, toPlain } from '../models/modelClass/model.js';
import { keepSource } from '../models/modelClass/source.js';
import { Config, SECTIONS, type SectionType } from '../models/sections/config.js';
import { decodeNode } from '../models/sections/decode.js';
import { aliasesIn } from '../models/commandText/aliasContext.js';
import type { FieldMeta } from '../models/modelClass/field.js';
import { lineStarts } from '../parser/positions.js';
import { loadProject, type LoadOptions } from './load.js';
import type { Project, ProjectFile } from './project.js';

/** Which part of a field a command fills. */
export interface Binding {
  readonly field: string;
  /** The list index or mapping key the command fills; undefined for the whole value. */
  readonly at?: number | string;
  /** The JSON of the value when loaded: unchanged values print their original text. */
  readonly snapshot: string;
}

/** A top-level item of a loaded file, and the field part it fills when typed. */
export interface Entry {
  readonly item: Item;
  /** Set once the Config is built (the snapshot is taken from the built value). */
  binding?: Binding;
  /** Why a command that names a field stayed untyped. */
  readonly untyped?: string;
}

/** A loaded file with its entries. */
export interface SourceEntries {
  readonly file: ProjectFile;
  readonly entries: Entry[];
}

/** What a loaded Config remembers of its directory. */
export interface ConfigSources {
  readonly project: Project;
  readonly files: SourceEntries[];
}

/** The files a Config (or a copy of it) was loaded from, if it was. */
export function configSources(config: Config): ConfigSources | undefined {
  return (config as { [ATTACHED]?: ConfigSources })[ATTACHED];
}

/** Options of `loadConfig`. */
export interface LoadConfigOptions extends LoadOptions {
  /** Throw ConfigValidationError (with file:line:col) when a modelled command does not validate, instead of
   * keeping it untyped. */
  strict?: boolean;
}

/** Loads a model directory into a Config. */
export async function loadConfig(path: string, options: LoadConfigOptions = {}): Promise<Config> {
  return configFromProject(await loadProject(path, options), options);
}

/** A loaded project's typed Config (the project is kept on it: saving writes through the project's path). */
export function configFromProject(project: Project, options: { strict?: boolean } = {}): Config {
  const fieldFor = fieldsByCommand();
  const plain: Record<string, unknown> = {};
  const problems: Problem[] = [];
  const files: SourceEntries[] = [];
  // State names defined by :Alias in the .rvi files, for the commands that name states.
  const context = {
    aliases: project.files.filter((f) => f.fileType === 'rvi').flatMap((f) => aliasesIn(f.doc.items)),
  };
  const pending: { entry: Entry; field: string; at?: number | string }[] = [];
  for (const file of project.files) {
    const source = { file: file.doc.fileName, starts: lineStarts(file.text) };
    const entries: Entry[] = [];
    for (const item of file.doc.items) {
      const f =
        item.kind === 'command' && isSection(file.fileType)
          ? fieldFor.get(key(file.fileType, item))
          : undefined;
      if (!f || item.kind !== 'command') {
        entries.push({ item });
        continue;
      }
      let contribution;
      try {
        contribution = decodeNode(f, item, file.fileType, source, context);
      } catch (e) {
        if (!(e instanceof ConfigValidationError)) throw e;
        if (options.strict)
          problems.push(...e.problems.map((p) => ({ ...p, path: p.path ? `${f.name}.${p.path}` : f.name })));
        entries.push({ item, untyped: e.problems.map((p) => `${p.path}: ${p.message}`).join('; ') });
        continue;
      }
      const at = place(plain, f.name, contribution);
      if (at === null) {
        entries.push({ item, untyped: `${commandName(item)} given again: the first one fills ${f.name}` });
        continue;
      }
      const entry: Entry = { item };
      entries.push(entry);
      pending.push({ entry, field: f.name, at });
    }
    files.push({ file, entries });
  }
  if (problems.length > 0) throw new ConfigValidationError(problems, 'Config');
  const config = construct(Config, plain);
  // Snapshots of the values as loaded: what "unchanged" means when saving.
  const self = config as unknown as Record<string, unknown>;
  for (const p of pending) {
    const value =
      p.at === undefined ? self[p.field] : (self[p.field] as Record<string | number, unknown>)[p.at];
    // The model keeps the node it was read from (a plain value's node is on its entry only).
    if (typeof value === 'object' && value !== null) keepSource(value, p.entry.item as Command);
    p.entry.binding = {
      field: p.field,
      at: p.at,
      snapshot: JSON.stringify(toPlain(value)),
    };
  }
  (config as { [ATTACHED]?: ConfigSources })[ATTACHED] = { project, files };
  return config;
}

function isSection(type: FileType): type is SectionType {
  return Object.hasOwn(SECTIONS, type);
}

function key(type: FileType, command: Command): string {
  return `${type} ${command.spec?.name ?? commandName(command)}`;
}

/**
 * Section fields by file type and canonical Raven command name (a field may be named after one of the
 * grammar's other names for its command: :SeasonalRelativeLAI for :SeasonalCanopyLAI).
 */
function fieldsByCommand(): Map<string, FieldMeta> {
  const out = new Map<string, FieldMeta>();
  for (const type of Object.keys(SECTIONS) as SectionType[]) {
    const table = commandTable(CATALOGUE[type].commands);
    for (const f of Config.sectionFields(type))
      if (f.alias) out.set(`${type} ${table.get(`:${f.alias}`)?.name ?? `:${f.alias}`}`, f);
  }
  return out;
}

/** Puts a decoded value in place; returns the list index or key it took, undefined for a whole value, or null
 * when the place is already taken. */
function place(
  plain: Record<string, unknown>,
  name: string,
  c: ReturnType<typeof decodeNode>,
): number | string | undefined | null {
  switch (c.kind) {
    case 'value':
    case 'items':
      if (plain[name] !== undefined) return null;
      plain[name] = c.value;
      return undefined;
    case 'item': {
      const list = (plain[name] ??= []) as unknown[];
      list.push(c.value);
      return list.length - 1;
    }
    case 'entry': {
      const dict = (plain[name] ??= {}) as Record<string, unknown>;
      if (Object.hasOwn(dict, c.key)) return null;
      dict[c.key] = c.value;
      return c.key;
    }
  }
}
