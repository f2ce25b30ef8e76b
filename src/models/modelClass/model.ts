/**
 * The base kinds of the spec: Model (fields, validation, JSON), Command, FlatCommand, LineCommand, Record,
 * RootRecord, RootCommand, ListCommand. `new X({...})` validates and throws `ConfigValidationError`; keys may
 * be field names or aliases (Raven command names).
 */
import { isPlainObject } from './plain.js';
import type { Command as Node } from '../../ast/nodes.js';
import { parseRv } from '../../parser/parseRv.js';
import { lineStarts } from '../../parser/positions.js';
import { Expression, Variable } from '../symbolic/expr.js';
import { bodyCommands, type SourceFile } from '../commandText/read.js';
import { linesText, lineOf } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { construct, isBuilding, ROOT } from './construct.js';
import { fieldsOf } from './field.js';
import { lineFields } from './line.js';
import { bindingOf } from './registry.js';
import { keepSource } from './source.js';
import type { ModelClass } from './types.js';

type Dict = { [key: string]: unknown };

/** Data a model carries that is not a field (a loaded Config's files): kept by `copy`, never in JSON. */
export const ATTACHED = Symbol('rvkit.attached');

/** Any typed model. */
export abstract class Model {
  constructor(plain?: object | readonly unknown[]) {
    // class-transformer calls constructors without arguments while `construct` builds: let it.
    if (!isBuilding()) return construct(new.target as unknown as ModelClass<Model>, plain);
  }

  /** The model as plain JSON, keyed by field names (what `new X(json)` reads back). */
  toJSON(): unknown {
    const out: Dict = {};
    for (const f of fieldsOf(this.constructor as ModelClass)) {
      out[f.name] = toPlain((this as unknown as Dict)[f.name]);
    }
    return out;
  }

  /** A validated copy with some fields changed (by name or alias; a root model takes its new root value). */
  copy(changes?: unknown): this {
    const cls = this.constructor as ModelClass<this>;
    let plain: unknown;
    if ((cls as unknown as { [ROOT]?: boolean })[ROOT]) plain = changes ?? this.toJSON();
    else {
      const fields = fieldsOf(cls);
      const byName = Object.entries((changes ?? {}) as Dict).map(([k, v]) => [
        fields.find((f) => f.alias === k && f.name !== k)?.name ?? k,
        v,
      ]);
      // Nested models copy themselves (each keeps what it was checked with, such as :Alias names).
      const self = this as unknown as Dict;
      const current = Object.fromEntries(fields.map((f) => [f.name, copyValue(self[f.name])]));
      plain = { ...current, ...Object.fromEntries(byName) };
    }
    const out = construct(cls, plain);
    const attached = (this as { [ATTACHED]?: unknown })[ATTACHED];
    if (attached !== undefined) (out as { [ATTACHED]?: unknown })[ATTACHED] = attached;
    return out;
  }
}

/** A deep copy of a field value: models by their own `copy`, symbols as they are (immutable). */
function copyValue(v: unknown): unknown {
  if (v instanceof Model) return v.copy();
  if (Array.isArray(v)) return v.map(copyValue);
  if (isPlainObject(v)) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copyValue(x)]));
  }
  return v;
}

/** Plain JSON of any field value: models by their fields, symbols by their JSON form. */
export function toPlain(v: unknown): unknown {
  if (v instanceof Model || v instanceof Variable || v instanceof Expression) return v.toJSON();
  if (Array.isArray(v)) return v.map(toPlain);
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toPlain(x)]));
  return v;
}

/** Base of every command model. */
export abstract class Command extends Model {
  /** The Raven command this model writes (by default `:` and the class name, as the spec names them). */
  static get ravenName(): string {
    return `:${this.name}`;
  }
  /** The Raven lines of the command (words and block depth; the printer lays them out). */
  abstract toLines(): WordLine[];

  /** The Raven text of the command, in the writers' layout (`formatRv` or `printLines` for the canonical one). */
  toRv(): string {
    return linesText(this.toLines());
  }

  /** Builds the model from its command node (each kind of command reads its own shape). */
  static fromRv(command: Node, source?: SourceFile): Command {
    void command;
    void source;
    throw new Error(`${this.name} cannot be read from Raven text`);
  }

  /** Reads the first such command found in Raven text (of the file type the class belongs to). */
  static parse<T extends Command>(
    this: { fromRv(c: Node, s?: SourceFile): T; name: string },
    text: string,
  ): T {
    const nodes = findNodes(this as unknown as ModelClass, text);
    if (nodes.nodes.length === 0) throw new Error(`no ${ravenNameOf(this)} command in the text`);
    const model = this.fromRv(nodes.nodes[0], nodes.source);
    keepSource(model, nodes.nodes[0]);
    return model;
  }
}

function ravenNameOf(cls: object): string {
  return (cls as { ravenName: string }).ravenName;
}

/** The top-level nodes of a class's command in some text (by every spelling), with the text's source. */
export function findNodes(cls: ModelClass, text: string): { nodes: Node[]; source: SourceFile } {
  const binding = bindingOf(cls);
  if (!binding) throw new Error(`${cls.name} is not bound to a Raven command`);
  const doc = parseRv(text, { fileType: binding.fileType, fileName: '<text>' });
  const names = [binding.spec.name, ...(binding.spec.aliases ?? [])];
  const all: Node[] = [];
  const walk = (items: Parameters<typeof bodyCommands>[0]) => {
    for (const c of bodyCommands(items)) {
      if (names.includes(c.line.words[0].text)) all.push(c);
      else if (c.spec?.block?.marker) walk(c.body);
    }
  };
  walk(doc.items);
  return { nodes: all, source: { file: '<text>', starts: lineStarts(text) } };
}

/** A command that is not wrapped when several are given in a list: each writes its own block or line. */
export abstract class FlatCommand extends Command {}

/** A single-line command: `:Name v1 v2 ...`, its fields in order. */
export abstract class LineCommand extends FlatCommand {
  override toLines(): WordLine[] {
    const self = this as unknown as Dict;
    const name = (this.constructor as typeof Command).ravenName;
    return [lineOf(name, ...fieldsOf(this.constructor as ModelClass).map((f) => self[f.name]))];
  }

  static override fromRv(command: Node, source?: SourceFile): Command {
    const { plain, locations } = lineFields(this as unknown as ModelClass, command, source);
    return construct(this as unknown as ModelClass<Command>, plain, locations);
  }
}

/** One row of a table (no nested commands). */
export abstract class Record extends Model {}

/** A model whose value is `root`; in JSON and in constructors it is the bare value. */
export function rootModel<T extends abstract new (...a: never[]) => object>(base: T): T {
  (base as unknown as { [ROOT]: boolean })[ROOT] = true;
  return base;
}

/** A record that is an unnamed list of values on one line. */
export abstract class RootRecord extends Record {
  declare root: unknown;
  override toJSON(): unknown {
    return toPlain(this.root);
  }
}
rootModel(RootRecord);

/** A command whose content is one value (`root`). */
export abstract class RootCommand extends Command {
  declare root: unknown;
  override toJSON(): unknown {
    return toPlain(this.root);
  }
}
rootModel(RootCommand);

/** A command that behaves like a list of records (tables such as `:HRUs`). */
export abstract class ListCommand<T = unknown> extends RootCommand {
  declare root: T[];
  get length(): number {
    return this.root.length;
  }
  at(i: number): T | undefined {
    return this.root.at(i);
  }
  [Symbol.iterator](): Iterator<T> {
    return this.root[Symbol.iterator]();
  }
}
