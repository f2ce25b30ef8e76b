/** Test helpers for the .rvt models: caught validation errors, nodes of a text, dumps of a node. */
import type { Command, Item } from '../../../src/ast/nodes.js';
import { ConfigValidationError } from '../../../src/models/modelClass/errors.js';
import type { SourceFile } from '../../../src/models/commandText/read.js';
import { parseRv } from '../../../src/parser/parseRv.js';
import { lineStarts } from '../../../src/parser/positions.js';
import { dumpRv } from '../../../src/printer/dump.js';

/** The validation error `f` throws (fails the test when it throws nothing or something else). */
export function thrown(f: () => unknown): ConfigValidationError {
  try {
    f();
  } catch (e) {
    if (e instanceof ConfigValidationError) return e;
    throw e;
  }
  throw new Error('no ConfigValidationError thrown');
}

/** `path: message` of every problem, sorted. */
export function problems(e: ConfigValidationError): string[] {
  return e.problems.map((p) => `${p.path}: ${p.message}`).sort();
}

/** The first command named `name` anywhere in an .rvt text (nested blocks included), with its source. */
export function nodeOf(text: string, name: string): { node: Command; source: SourceFile } {
  const doc = parseRv(text, { fileType: 'rvt', fileName: '<text>' });
  const find = (items: readonly Item[] | undefined): Command | undefined => {
    for (const i of items ?? []) {
      if (i.kind !== 'command') continue;
      if (i.line.words[0].text === name) return i;
      const inner = find(i.body);
      if (inner) return inner;
    }
    return undefined;
  };
  const node = find(doc.items);
  if (!node) throw new Error(`no ${name} in the text`);
  return { node, source: { file: '<text>', starts: lineStarts(text) } };
}

/** The JSON dump of one command node (what the engine reads of it). */
export function dumpOf(node: Command): unknown {
  return dumpRv({ kind: 'document', fileType: 'rvt', fileName: '', items: [node], diagnostics: [] })
    .commands[0];
}

/** The diagnostics of an .rvt text (empty when the parser reads it cleanly). */
export function diagnosticsOf(text: string): string[] {
  return parseRv(text, { fileType: 'rvt', fileName: '<text>' }).diagnostics.map((d) => d.message);
}
