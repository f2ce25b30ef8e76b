/**
 * Which class models which Raven command: `@command` binds a class to its catalogue entry (file type and
 * name), checked against the catalogue so that a typo cannot bind a class to nothing.
 */
import { CATALOGUE } from '../../../grammar/index.js';
import { commandTable } from '../../../grammar/lookup.js';
import type { CommandSpec, FileType } from '../../../grammar/types.js';
import type { Command as Node } from '../../ast/nodes.js';
import type { SourceFile } from '../commandText/read.js';
import type { ModelClass } from './types.js';

/** A command model class that can read itself from the syntax tree. */
export interface CommandClass<T = unknown> extends ModelClass<T> {
  readonly ravenName: string;
  /** Builds the model from a command node (validated; problems carry source locations); `context` carries
   * what the rest of the model defines, such as the .rvi's `:Alias` state names. */
  fromRv(
    command: Node,
    source?: SourceFile,
    context?: { aliases?: readonly string[]; fileType?: FileType },
  ): T;
}

/** The binding of a class to a command. */
export interface Binding {
  readonly fileType: FileType;
  readonly spec: CommandSpec;
  readonly cls: CommandClass;
  /** The class was made from the catalogue entry (no hand-written class models the command). */
  readonly generated?: true;
}

/** Makes the model class of a catalogue entry that no hand-written class models. */
export type CatalogueFactory = (spec: CommandSpec, fileType: FileType) => CommandClass;

let factory: CatalogueFactory | undefined;

/**
 * Installs the maker of catalogue models (src/models/generic/, which imports this module, so it hands its
 * factory over rather than being imported here).
 */
export function setCatalogueFactory(make: CatalogueFactory): void {
  factory = make;
}

const BY_CLASS = new Map<ModelClass, Binding>();
const BY_NAME = new Map<string, Binding>();
/** Hand-written classes by catalogue entry: an entry several file types share takes the same class in each. */
const BY_SPEC = new Map<CommandSpec, Binding>();

/** Binds a command class to the catalogue entry `name` of `fileType` (default name: `:` + class name). */
export function command(fileType: FileType, name?: string) {
  return (cls: CommandClass): void => {
    const ravenName = name ?? cls.ravenName;
    const spec = commandTable(CATALOGUE[fileType].commands).get(ravenName);
    if (!spec) throw new Error(`${cls.name}: ${ravenName} is not a .${fileType} command in the catalogue`);
    if (name) Object.defineProperty(cls, 'ravenName', { value: name });
    const binding = { fileType, spec, cls };
    BY_CLASS.set(cls, binding);
    BY_SPEC.set(spec, binding);
    for (const n of [spec.name, ...(spec.aliases ?? [])]) BY_NAME.set(`${fileType} ${n}`, binding);
  };
}

/** The binding of a class, if it models a command. */
export function bindingOf(cls: ModelClass): Binding | undefined {
  return BY_CLASS.get(cls);
}

/**
 * The class modelling a command name (any spelling) in a file type: its hand-written class, else the class
 * made from its catalogue entry (once the catalogue models are installed); undefined for a name the file
 * type's catalogue does not have.
 */
export function classFor(fileType: FileType, name: string): Binding | undefined {
  const found = BY_NAME.get(`${fileType} ${name}`);
  if (found || !factory) return found;
  const spec = commandTable(CATALOGUE[fileType].commands).get(name);
  if (!spec) return undefined;
  const hand = BY_SPEC.get(spec);
  const cls = hand?.cls ?? factory(spec, fileType);
  const binding: Binding = hand ? { fileType, spec, cls } : { fileType, spec, cls, generated: true };
  if (!BY_CLASS.has(cls)) BY_CLASS.set(cls, binding);
  for (const n of [spec.name, ...(spec.aliases ?? [])])
    if (!BY_NAME.has(`${fileType} ${n}`)) BY_NAME.set(`${fileType} ${n}`, binding);
  return BY_NAME.get(`${fileType} ${name}`);
}

/** Every bound class. */
export function bindings(): Binding[] {
  return [...BY_CLASS.values()];
}
