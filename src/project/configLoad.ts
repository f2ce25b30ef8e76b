/**
 * `loadConfig`: a model directory into a typed Config. Every top-level command that a section field models
 * becomes that field's typed value; every other command (and any command whose text the typed model cannot
 * hold) stays in the file as it was, never dropped. The files and which command fills which field are kept
 * on the Config, so that saving rewrites only the commands whose values changed.
 */
import type { FileType } from '../../grammar/types.js';
import type { Command, Item } from '../ast/nodes.js';
import { commandName } from '../ast/nodes.js';
import { checkedFields, construct } from '../models/modelClass/construct.js';
import { ConfigValidationError, type Problem } from '../models/modelClass/errors.js';
import { ATTACHED, toPlain } from '../models/modelClass/model.js';
import { fingerprint } from '../models/modelClass/fingerprint.js';
import { fieldProblems } from '../models/modelClass/construct.js';
import { withTemplate } from '../models/commandText/template.js';
import { withAliases } from '../models/commandText/aliasContext.js';
import { keepSource } from '../models/modelClass/source.js';
import { textSource, type SourceFile } from '../models/commandText/read.js';
import { Config, SECTIONS, type SectionType } from '../models/sections/config.js';
import { decodeNode } from '../models/sections/decode.js';
import { aliasesIn } from '../models/commandText/aliasContext.js';
import type { FieldMeta } from '../models/modelClass/field.js';
import { Model } from '../models/modelClass/model.js';
import { loadProject, type LoadOptions } from './load.js';
import type { Project, ProjectFile } from './project.js';

/** Which part of a field a command fills. */
export interface Binding {
  readonly field: string;
  /** The list index or mapping key the command fills; undefined for the whole value. */
  readonly at?: number | string;
  /** The fingerprint of the value when loaded (`isUnchanged`): unchanged values print their original text. */
  readonly fingerprint: string;
  /** The JSON of the value when loaded (made when first asked for). */
  readonly snapshot: string;
}

/** Whether a bound value is still the one loaded (so its command prints as written). */
export function isUnchanged(binding: Binding, value: unknown): boolean {
  return fingerprint(value) === binding.fingerprint;
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
  const plain: Record<string, unknown> = {};
  const problems: Problem[] = [];
  const files: SourceEntries[] = [];
  // State names defined by :Alias in the .rvi files, for the commands that name states.
  const aliases = project.files.filter((f) => f.fileType === 'rvi').flatMap((f) => aliasesIn(f.doc.items));
  const pending: {
    entry: Entry;
    field: string;
    at?: number | string;
    reread: () => unknown;
  }[] = [];
  for (const file of project.files) {
    // Locations index the file's lines only as far as they are asked for (a series file's header).
    const source = textSource(file.doc.fileName, file.text);
    const context = { aliases, fileType: file.fileType };
    const entries: Entry[] = [];
    for (const item of file.doc.items) {
      const f =
        item.kind === 'command' && isSection(file.fileType)
          ? Config.fieldOf(file.fileType, commandName(item))
          : undefined;
      if (!f || item.kind !== 'command') {
        entries.push({ item });
        continue;
      }
      let placed: { field: string; at?: number | string };
      try {
        placed = withTemplate(file.template, () =>
          withAliases(aliases, () => bind(plain, f, item, file.fileType as SectionType, source, context)),
        );
      } catch (e) {
        if (!(e instanceof ConfigValidationError)) throw e;
        if (options.strict)
          problems.push(...e.problems.map((p) => ({ ...p, path: p.path ? `${f.name}.${p.path}` : f.name })));
        entries.push({ item, untyped: e.problems.map((p) => `${p.path}: ${p.message}`).join('; ') });
        continue;
      }
      const entry: Entry = { item };
      entries.push(entry);
      const meta = placed.field === f.name ? f : Config.moreOf(f.name)!;
      const { field, at } = placed;
      // What the binding calls to read the command again (one closure per command: a Config holds them all).
      const reread = () =>
        withAliases(aliases, () =>
          rebuilt(
            field,
            at,
            withTemplate(file.template, () =>
              withAliases(aliases, () => decodeNode(meta, item, file.fileType, source, context)),
            ),
          ),
        );
      pending.push({ entry, field, at, reread });
    }
    files.push({ file, entries });
  }
  if (problems.length > 0) throw new ConfigValidationError(problems, 'Config');
  // Every value was checked against its field as its command was read (a model by its own construction, a
  // plain value by checkRules, a mapping entry by its decoding): the Config is assembled, not checked again.
  const config = checkedFields(Config, plain);
  // Fingerprints of the values as loaded: what "unchanged" means when saving.
  const self = config as unknown as Record<string, unknown>;
  for (const p of pending) {
    const value = valueAt(self, p.field, p.at);
    // The model keeps the node it was read from (a plain value's node is on its entry only).
    if (typeof value === 'object' && value !== null) keepSource(value, p.entry.item as Command);
    p.entry.binding = loadedBinding(self, p.field, p.at, fingerprint(value), p.reread);
  }
  (config as { [ATTACHED]?: ConfigSources })[ATTACHED] = { project, files };
  return config;
}

function valueAt(self: Record<string, unknown>, field: string, at: number | string | undefined): unknown {
  return at === undefined ? self[field] : (self[field] as Record<string | number, unknown> | null)?.[at];
}

/**
 * A binding whose JSON snapshot is made when asked for: from the value while it is unchanged, else from the
 * value read again from its command (the value may have been edited since).
 */
export function loadedBinding(
  self: Record<string, unknown>,
  field: string,
  at: number | string | undefined,
  print: string,
  reread: () => unknown,
): Binding {
  return new LoadedBinding(self, field, at, print, reread);
}

/** `loadedBinding`'s: a class, as a loaded Config holds one per command (an object with its own getter cost
 * a closure, its context and a property dictionary each). */
class LoadedBinding implements Binding {
  readonly #self: Record<string, unknown>;
  readonly #reread: () => unknown;
  #snapshot: string | undefined;
  constructor(
    self: Record<string, unknown>,
    readonly field: string,
    readonly at: number | string | undefined,
    readonly fingerprint: string,
    reread: () => unknown,
  ) {
    this.#self = self;
    this.#reread = reread;
  }
  get snapshot(): string {
    if (this.#snapshot !== undefined) return this.#snapshot;
    const now = valueAt(this.#self, this.field, this.at);
    this.#snapshot = JSON.stringify(toPlain(fingerprint(now) === this.fingerprint ? now : this.#reread()));
    return this.#snapshot;
  }
}

/** A field part read again from its command, built as the Config built it. */
export function rebuilt(
  field: string,
  at: number | string | undefined,
  c: ReturnType<typeof decodeNode>,
): unknown {
  const value = c.value;
  const holder = at === undefined ? value : typeof at === 'number' ? [value] : { [at]: value };
  const config = construct(Config, { [field]: holder }) as unknown as Record<string, unknown>;
  return valueAt(config, field, at === undefined ? undefined : typeof at === 'number' ? 0 : at);
}

/**
 * Reads a command into the plain values of the Config and returns the field part it fills. A command given
 * again goes to the field's `_more` list when it has one (a second :LandUseParameterList), else takes the
 * place of the first (a setting: Raven keeps the last; a mapping entry of the same key likewise).
 */
function bind(
  plain: Record<string, unknown>,
  f: FieldMeta,
  item: Command,
  fileType: SectionType,
  source: SourceFile,
  context: { aliases: readonly string[]; fileType: FileType },
): { field: string; at?: number | string } {
  const c = decodeNode(f, item, fileType, source, context);
  // Models were validated when built; a plain value (a word, a list of values) is checked against the rules
  // of its field here.
  if (c.kind === 'value' && !(c.value instanceof Model)) checkRules(f, c.value);
  const at = place(plain, f.name, c);
  if (at !== null) return { field: f.name, at };
  const more = Config.moreOf(f.name);
  if (more) {
    const again = place(plain, more.name, decodeNode(more, item, fileType, source, context));
    if (again !== null) return { field: more.name, at: again };
  }
  if (c.kind === 'value') {
    plain[f.name] = c.value;
    return { field: f.name };
  }
  if (c.kind === 'entry') {
    (plain[f.name] as Record<string, unknown>)[c.key] = c.value;
    return { field: f.name, at: c.key };
  }
  throw new ConfigValidationError([
    { path: f.name, message: `${commandName(item)} given again: the first one fills ${f.name}` },
  ]);
}

/** The field rules beyond the type (one word, a state variable …), which decoding alone does not check. */
function checkRules(f: FieldMeta, value: unknown): void {
  const { problems } = fieldProblems(Config, f.name, value);
  if (problems.length > 0) throw new ConfigValidationError(problems, 'Config');
}

function isSection(type: FileType): type is SectionType {
  return Object.hasOwn(SECTIONS, type);
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
