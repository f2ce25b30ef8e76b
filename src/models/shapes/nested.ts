/**
 * Reading the commands that live only inside a :Reservoir block (and its control structures): they have no
 * catalogue binding of their own, so their `parse` finds them in the enclosing block, and their `fromRv`
 * builds them with the fast checks of quickRecord.
 */
import type { Command as Node, Item } from '../../ast/nodes.js';
import { parseRv } from '../../parser/parseRv.js';
import { lineStarts } from '../../parser/positions.js';
import type { Problem } from '../modelClass/errors.js';
import { setLocations } from '../modelClass/construct.js';
import { wordsToFields } from '../modelClass/line.js';
import type { ModelClass } from '../modelClass/types.js';
import { argWords, commandLocation, type SourceFile } from '../commandText/read.js';
import { quickRecord, recordShape, type RecordShape } from './quickRecord.js';
import { Problems } from '../commandText/problems.js';

const SHAPES = new Map<ModelClass, RecordShape<unknown>>();

/** The record shape of a class, computed once. */
export function shapeOf<T>(cls: ModelClass<T>): RecordShape<T> {
  let s = SHAPES.get(cls);
  if (!s) SHAPES.set(cls, (s = recordShape(cls)));
  return s as RecordShape<T>;
}

/** A single-line command's model from its node, its problems added under `path`. */
export function quickLine<T>(
  cls: ModelClass<T>,
  node: Node,
  source: SourceFile | undefined,
  problems: Problem[],
  path: string,
): T {
  const shape = shapeOf(cls);
  const { plain, locations } = wordsToFields(shape.fields, argWords(node, source));
  const at = commandLocation(node, source);
  return quickRecord(shape, plain, path, problems, (f) => locations.get(f) ?? at);
}

/** A single-line command's model from its node, or a ConfigValidationError listing its problems. */
export function readLine<T extends object>(cls: ModelClass<T>, node: Node, source?: SourceFile): T {
  const problems = new Problems();
  const model = quickLine(cls, node, source, problems.items, '');
  problems.throwIfAny(cls.name);
  return locatedAt(model, node, source);
}

/** A block that reads itself with its problems added under a path (the enclosing block's, or ''). */
export interface BlockReader<T> {
  readonly name: string;
  readInto(node: Node, source: SourceFile | undefined, problems: Problems, path: string): T;
}

/** A block read on its own, or a ConfigValidationError naming it with every problem found. */
export function readBlock<T>(cls: BlockReader<T>, node: Node, source?: SourceFile): T {
  const problems = new Problems();
  const model = cls.readInto(node, source, problems, '');
  problems.throwIfAny(cls.name);
  return model;
}

/** The model with the command's own location recorded, for a reading that records no field locations. */
export function locatedAt<T extends object>(model: T, node: Node, source?: SourceFile): T {
  const at = commandLocation(node, source);
  if (at) setLocations(model, new Map([['', at]]));
  return model;
}

/** A class that reads itself from a command node. */
export interface Readable<T> {
  readonly ravenName: string;
  fromRv(command: Node, source?: SourceFile): T;
}

/**
 * The first command of a class in some text: as written when the text holds its enclosing blocks, otherwise
 * with the text wrapped in them (`within`, outermost first; line numbers still count from the text).
 */
export function parseNested<T>(cls: Readable<T>, text: string, within: readonly string[]): T {
  const found =
    findIn(text, cls.ravenName, 0) ??
    findIn(
      `${within.map((w) => `${w} _\n`).join('')}${text}\n${[...within]
        .reverse()
        .map((w) => `:End${w.slice(1)}\n`)
        .join('')}`,
      cls.ravenName,
      within.length,
    );
  if (!found) throw new Error(`no ${cls.ravenName} command in the text`);
  return cls.fromRv(found.node, found.source);
}

function findIn(
  text: string,
  name: string,
  skipLines: number,
): { node: Node; source: SourceFile } | undefined {
  const doc = parseRv(text, { fileType: 'rvh', fileName: '<text>' });
  const walk = (items: readonly Item[] | undefined): Node | undefined => {
    for (const item of items ?? []) {
      if (item.kind !== 'command') continue;
      if (item.spec && item.line.words[0].text === name) return item;
      const inner = walk(item.body);
      if (inner) return inner;
    }
    return undefined;
  };
  const node = walk(doc.items);
  return node && { node, source: { file: '<text>', starts: lineStarts(text).subarray(skipLines) } };
}
