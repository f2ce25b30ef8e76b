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
  fromRv(command: Node, source?: SourceFile, context?: { aliases?: readonly string[] }): T;
}

/** The binding of a class to a command. */
export interface Binding {
  readonly fileType: FileType;
  readonly spec: CommandSpec;
  readonly cls: CommandClass;
}

const BY_CLASS = new Map<ModelClass, Binding>();
const BY_NAME = new Map<string, Binding>();

/** Binds a command class to the catalogue entry `name` of `fileType` (default name: `:` + class name). */
export function command(fileType: FileType, name?: string) {
  return (cls: CommandClass): void => {
    const ravenName = name ?? cls.ravenName;
    const spec = commandTable(CATALOGUE[fileType].commands).get(ravenName);
    if (!spec) throw new Error(`${cls.name}: ${ravenName} is not a .${fileType} command in the catalogue`);
    if (name) Object.defineProperty(cls, 'ravenName', { value: name });
    const binding = { fileType, spec, cls };
    BY_CLASS.set(cls, binding);
    for (const n of [spec.name, ...(spec.aliases ?? [])]) BY_NAME.set(`${fileType} ${n}`, binding);
  };
}

/** The binding of a class, if it models a command. */
export function bindingOf(cls: ModelClass): Binding | undefined {
  return BY_CLASS.get(cls);
}

/** The class modelling a command name (any spelling) in a file type. */
export function classFor(fileType: FileType, name: string): Binding | undefined {
  return BY_NAME.get(`${fileType} ${name}`);
}

/** Every bound class. */
export function bindings(): Binding[] {
  return [...BY_CLASS.values()];
}
