/**
 * A loaded Config brought up to date with new syntax trees of some of its files, in place, reading again only
 * the commands whose text changed. An edit of one row of a 10,000-row :HRUs table changes one command of one
 * file: the other commands keep their values (and the fingerprints that tell saving they are unchanged), so
 * the edit costs the reading of that command, not of the model (`configFromProject`).
 *
 * It gives up (and the caller reads the whole model again) wherever reading one command alone could differ
 * from reading the model: a file whose commands were added, removed or reordered (list places and second
 * occurrences depend on the order), `:Alias` names that changed (the state names every command is read
 * with), a changed command that does not read (the whole reading keeps it untyped), a changed untyped one (it
 * may read now), or a changed command filling a field part that another command fills too.
 */
import type { Command, Item, Rows } from '../ast/nodes.js';
import { commandName } from '../ast/nodes.js';
import { aliasesIn, withAliases } from '../models/commandText/aliasContext.js';
import { withTemplate } from '../models/commandText/template.js';
import { ConfigValidationError } from '../models/modelClass/errors.js';
import { fieldProblems } from '../models/modelClass/construct.js';
import { isTransformed, type FieldMeta } from '../models/modelClass/field.js';
import type { ModelClass } from '../models/modelClass/types.js';
import {
  elementHash,
  fingerprint,
  fingerprintWith,
  lastElementHashes,
} from '../models/modelClass/fingerprint.js';
import { Model } from '../models/modelClass/model.js';
import { keepSource } from '../models/modelClass/source.js';
import { ATTACHED } from '../models/modelClass/model.js';
import { Config, type SectionType } from '../models/sections/config.js';
import { decodeNode } from '../models/sections/decode.js';
import { lineStarts } from '../parser/positions.js';
import { nodeOrigin } from '../parser/reparse.js';
import { readFixedRows } from '../models/shapes/fixedTable.js';
import { printItem } from '../printer/print.js';
import {
  configSources,
  isUnchanged,
  loadedBinding,
  rebuilt,
  type Binding,
  type ConfigSources,
  type Entry,
  type SourceEntries,
} from './configLoad.js';
import type { Project } from './project.js';

/** Where an item starts in its file. */
function itemStart(item: Item): number {
  return item.kind === 'command' ? item.line.start : item.start;
}

/** The number of line ends in a text. */
function lineEnds(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

function sameShape(a: Item, b: Item): boolean {
  return a.kind === b.kind && (a.kind !== 'command' || commandName(a) === commandName(b as Command));
}

function aliasesOf(project: Project): string[] {
  return project.files.filter((f) => f.fileType === 'rvi').flatMap((f) => aliasesIn(f.doc.items));
}

function placeKey(b: Binding): string {
  return `${b.field}\u0000${String(b.at)}`;
}

function valueAt(self: Record<string, unknown>, b: Binding): unknown {
  const whole = self[b.field];
  return b.at === undefined ? whole : (whole as Record<string | number, unknown> | null)?.[b.at];
}

/**
 * A table read again only where the reparse changed its rows (parser/reparse.ts), with its fingerprint: its
 * loaded value, still the one loaded, with the changed rows read again; the fingerprint from the rows' last
 * hashes and the changed rows' new ones. Undefined where the whole command must be read again.
 */
function changedRows(
  value: unknown,
  b: Binding,
  before: Item,
  after: Item,
): { value: unknown; print: string } | undefined {
  if (before.kind !== 'command' || after.kind !== 'command' || typeof value !== 'object' || value === null)
    return undefined;
  const changed = new Map<Rows, readonly number[]>();
  for (const item of after.body ?? []) {
    const origin = nodeOrigin(item);
    if (origin?.kind === 'rows') changed.set(item as Rows, origin.rows);
  }
  const rows = (value as { root?: unknown }).root;
  if (changed.size === 0 || !Array.isArray(rows)) return undefined;
  // The rows as last hashed (saving, or the edit's reading of the model, hashed them) must be the ones loaded.
  const hashes = lastElementHashes(rows);
  if (!hashes || fingerprintWith(value, new Map([[rows, hashes]])) !== b.fingerprint) return undefined;
  const table = readFixedRows(value, before, after, changed);
  if (!table) return undefined;
  const next = (table as { root: unknown[] }).root;
  const nextHashes = hashes.slice();
  for (let i = 0; i < next.length; i++) if (next[i] !== rows[i]) elementHash(next[i], nextHashes, 2 * i);
  return { value: table, print: fingerprintWith(table, new Map([[next, nextHashes]])) };
}

/** A command read again for its field part (throws ConfigValidationError when it does not fit it). */
function reread(
  b: Binding,
  item: Command,
  fileType: SectionType,
  source: { file: string; starts: Int32Array },
  aliases: readonly string[],
): unknown {
  const meta = Config.fieldNamed(b.field)!;
  const c = decodeNode(meta, item, fileType, source, { aliases });
  const fits =
    b.at === undefined
      ? c.kind === 'value' || c.kind === 'items'
      : typeof b.at === 'number'
        ? c.kind === 'item'
        : c.kind === 'entry' && c.key === b.at;
  if (!fits) throw new ConfigValidationError([{ path: b.field, message: 'read differently' }]);
  // A plain value is checked against its field's rules, as loading checks it (models were checked when built).
  if (c.kind === 'value' && !(c.value instanceof Model)) {
    const { problems } = fieldProblems(Config, meta.name, c.value);
    if (problems.length > 0) throw new ConfigValidationError(problems, 'Config');
  }
  if (isBuiltModel(meta, b, c.value)) return c.value;
  return rebuilt(b.field, b.at, c);
}

/**
 * Whether a value read for a field part is a model of the field's class, built and checked when read: the
 * Config's construction would set it as it is (building a Config around it only to check its type again costs
 * 10 ms for a table of 10,000 rows).
 */
function isBuiltModel(meta: FieldMeta, b: Binding, value: unknown): boolean {
  if (isTransformed(Config as unknown as ModelClass, meta.name)) return false;
  const type = b.at === undefined ? meta.type : meta.type.kind === 'list' ? meta.type.item : undefined;
  return typeof b.at !== 'string' && type?.kind === 'model' && value instanceof type.model();
}

/**
 * Brings `config` (loaded from a directory) up to date with `project`, the same files with new syntax trees
 * where they changed; returns false, with the Config unchanged, where only reading the whole model again is
 * sure to give what loading `project` would (see the top of this file).
 */
export function updateConfig(config: Config, project: Project): boolean {
  const sources = configSources(config);
  if (!sources || sources.files.length !== project.files.length) return false;
  const aliases = aliasesOf(project);
  if (aliases.join('\n') !== aliasesOf(sources.project).join('\n')) return false;
  const self = config as unknown as Record<string, unknown>;
  // Field parts two commands fill (a setting given twice: the last one counts): neither is read alone.
  const places = new Set<string>();
  const shared = new Set<string>();
  for (const { entries } of sources.files)
    for (const { binding: b } of entries) {
      if (!b) continue;
      const key = placeKey(b);
      if (places.has(key)) shared.add(key);
      places.add(key);
    }

  // First every changed command is read (nothing is set until all have read), then the values are set.
  const reads: { entry: Entry; b: Binding; value: unknown; read: () => unknown; print?: string }[] = [];
  const files: SourceEntries[] = [];
  for (let i = 0; i < project.files.length; i++) {
    const before = sources.files[i]!;
    const file = project.files[i]!;
    if (file.path !== before.file.path) return false;
    if (file.doc === before.file.doc) {
      files.push({ file, entries: before.entries });
      continue;
    }
    const items = file.doc.items;
    if (items.length !== before.entries.length) return false;
    const fileType = file.fileType as SectionType;
    let source: { file: string; starts: Int32Array } | undefined;
    const entries: Entry[] = [];
    // How many lines the changes before an item added: a model keeps the places of its values (for
    // messages), so one that moved is read again.
    let lines = 0;
    for (let k = 0; k < items.length; k++) {
      const old = before.entries[k]!;
      const item = items[k]!;
      if (!sameShape(old.item, item)) return false;
      // A node the reparse moved has the old text; one whose table rows it changed has as many lines.
      const origin = nodeOrigin(item);
      const from = origin?.from === old.item ? origin.kind : undefined;
      // Locations are lines and columns: a node that starts a line on the same line has not moved for them.
      const start = itemStart(item);
      const moved =
        lines !== 0 || (start !== itemStart(old.item) && start > 0 && file.text.charCodeAt(start - 1) !== 10);
      let same = item === old.item || from === 'moved';
      if (!same && from !== 'block') {
        const oldText = printItem(old.item);
        const text = printItem(item);
        same = oldText === text;
        if (!same) lines += lineEnds(text) - lineEnds(oldText);
      }
      const b = old.binding;
      if (!b) {
        if (old.untyped !== undefined && !same) return false;
        entries.push(old.untyped === undefined ? { item } : { item, untyped: old.untyped });
        continue;
      }
      if (same && !moved && isUnchanged(b, valueAt(self, b))) {
        const value = valueAt(self, b);
        if (typeof value === 'object' && value !== null) keepSource(value, item as Command);
        entries.push({ item, binding: b });
        continue;
      }
      if (shared.has(placeKey(b))) return false;
      const at = () => (source ??= { file: file.doc.fileName, starts: lineStarts(file.text) });
      const read = () =>
        withTemplate(file.template, () =>
          withAliases(aliases, () => reread(b, item as Command, fileType, at(), aliases)),
        );
      const patched =
        from === 'block' && !moved ? changedRows(valueAt(self, b), b, old.item, item) : undefined;
      let value: unknown = patched?.value;
      try {
        value ??= read();
      } catch (e) {
        if (e instanceof ConfigValidationError) return false;
        throw e;
      }
      const entry: Entry = { item };
      entries.push(entry);
      reads.push({ entry, b, value, read, print: patched?.print });
    }
    files.push({ file, entries });
  }
  for (const { entry, b, value, read, print } of reads) {
    if (b.at === undefined) {
      // Past the section's checking proxy (the value was checked when read), as a rebuilt Config is moved in.
      Object.defineProperty(config, b.field, { value, writable: true, enumerable: true, configurable: true });
    } else {
      (self[b.field] as Record<string | number, unknown>)[b.at] = value;
    }
    if (typeof value === 'object' && value !== null) keepSource(value, entry.item as Command);
    entry.binding = loadedBinding(self, b.field, b.at, print ?? fingerprint(value), read);
  }
  (config as unknown as { [ATTACHED]?: ConfigSources })[ATTACHED] = { project, files };
  return true;
}
