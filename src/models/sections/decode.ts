/**
 * How a command node becomes a section field's value, by the field's type: the reverse of encode.ts. Command
 * models read themselves (their class is found by the command name in the registry); plain values are read
 * from the words.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { fieldsOf, type FieldMeta } from '../modelClass/field.js';
import { wordValue } from '../modelClass/line.js';
import { classFor } from '../modelClass/registry.js';
import type { FileType } from '../../../grammar/types.js';
import type { TypeSpec } from '../modelClass/types.js';
import { argWords, type SourceFile } from '../commandText/read.js';
import { ConfigValidationError } from '../modelClass/errors.js';
import { typeProblem } from '../modelClass/types.js';

/** What one node contributes to a field: a whole value, one list item, or one mapping entry. */
export type Contribution =
  | { kind: 'value'; value: unknown }
  | { kind: 'item'; value: unknown }
  | { kind: 'items'; value: unknown[] }
  | { kind: 'entry'; key: string; value: unknown };

/** Whether a field's type holds command models (a model, a list of models, or a union with one). */
function holdsModel(type: TypeSpec): boolean {
  if (type.kind === 'model') return true;
  if (type.kind === 'list') return type.item.kind === 'model';
  return type.kind === 'union' && type.options.some(holdsModel);
}

/** A union's options that are not models (one option: that option). */
function withoutModels(type: TypeSpec): TypeSpec {
  if (type.kind !== 'union') return type;
  const rest = type.options.filter((o) => !holdsModel(o));
  return rest.length === 1 ? rest[0] : { kind: 'union', options: rest };
}

/** Whether a field's type also takes a plain value (a union of a value and a model). */
function takesPlain(type: TypeSpec): boolean {
  return type.kind === 'union' && type.options.some((o) => !holdsModel(o));
}

/** Reads a node for a field; throws ConfigValidationError (with locations) when it does not fit. */
export function decodeNode(
  f: FieldMeta,
  node: Node,
  fileType: FileType,
  source?: SourceFile,
  context?: { aliases?: readonly string[] },
): Contribution {
  const type = f.type;
  const found = classFor(fileType, node.line.words[0].text);
  // A union of a value and the command's model (`:Duration 1096 00:00:00`): the value when the words are one.
  if (found && takesPlain(type)) {
    try {
      return decodePlain(f, node, source);
    } catch (e) {
      if (!(e instanceof ConfigValidationError)) throw e;
    }
  }
  // A mapping filled by the lines of a hand-written line command (`:GlobalParameter NAME value`).
  const binding =
    found && (holdsModel(type) || (type.kind === 'dict' && !found.generated)) ? found : undefined;
  if (binding) {
    const model = binding.cls.fromRv(node, source, { ...context, fileType }) as { root?: unknown };
    if (type.kind === 'dict') {
      // A line command filling a mapping (`:GlobalParameter NAME value`): its first field is the key, its
      // second the value.
      const [k, v] = fieldsOf(binding.cls).map((x) => (model as Record<string, unknown>)[x.name]);
      return { kind: 'entry', key: String(k), value: v };
    }
    if (type.kind === 'list') {
      // A table command (a root list) fills the whole list; a flat command is one item of it.
      const item = type.item;
      const isItem = item.kind === 'model' && model instanceof item.model();
      if (Array.isArray(model.root) && !isItem) return { kind: 'items', value: model.root };
      return { kind: 'item', value: model };
    }
    return { kind: 'value', value: model };
  }
  return decodePlain(f, node, source);
}

/** Reads a node as a plain value of a field (a switch, a value, a list of values, a mapping entry). */
function decodePlain(f: FieldMeta, node: Node, source?: SourceFile): Contribution {
  const type = f.type;
  const words = argWords(node, source);
  const fail = (message: string): never => {
    throw new ConfigValidationError([{ path: f.name, message, location: words[0]?.location }]);
  };
  switch (type.kind) {
    case 'bool':
      return { kind: 'value', value: true };
    case 'dict': {
      if (words.length < 2) fail(`:${f.alias} needs a name and a value`);
      // Raven joins the value words of :NetCDFAttribute with spaces (an attribute is free text).
      if (f.alias === 'NetCDFAttribute')
        return {
          kind: 'entry',
          key: words[0].text,
          value: words
            .slice(1)
            .map((w) => w.text)
            .join(' '),
        };
      const rest = words.slice(1).map((w) => wordValue(type.value, w.text));
      return {
        kind: 'entry',
        key: words[0].text,
        value: check(type.value, rest.length === 1 ? rest[0] : rest),
      };
    }
    case 'list':
      if (type.item.kind === 'model') return fail(`no typed model reads ${node.line.words[0].text}`);
      return {
        kind: 'value',
        value: check(
          type,
          words.map((w) => wordValue(type.item, w.text)),
        ),
      };
    case 'date':
      return { kind: 'value', value: check(type, words.map((w) => w.text).join(' ')) };
    case 'model':
      return fail(`no typed model reads ${node.line.words[0].text}`);
    default: {
      if (words.length !== 1) fail(`expected one value, found ${words.length}`);
      // Of a union of a value and a model, the value's type reads the word.
      const plain = holdsModel(type) ? withoutModels(type) : type;
      return { kind: 'value', value: check(plain, wordValue(plain, words[0].text)) };
    }
  }

  function check(t: TypeSpec, v: unknown): unknown {
    const problem = typeProblem(t, v);
    if (problem) fail(problem);
    return v;
  }
}
