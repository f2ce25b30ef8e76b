/** Shared by the .rvi, .rvc and .rve model tests: problems of a failed build, aliases of corpus models, dumps. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FileType } from '../../../grammar/types.js';
import type { Command } from '../../../src/ast/nodes.js';
import { ConfigValidationError } from '../../../src/models/modelClass/errors.js';
import { aliasesIn } from '../../../src/models/commandText/aliasContext.js';
import { parseRv } from '../../../src/parser/parseRv.js';
import { dumpRv } from '../../../src/printer/dump.js';

/** The ConfigValidationError `build` throws (fails the test when it throws nothing or something else). */
export function validationError(build: () => unknown): ConfigValidationError {
  try {
    build();
  } catch (e) {
    if (e instanceof ConfigValidationError) return e;
    throw e;
  }
  throw new Error('no validation error');
}

/** Each problem of a failed build as `path: message`. */
export function problemsOf(build: () => unknown): string[] {
  return validationError(build).problems.map((p) => `${p.path}: ${p.message}`);
}

/** Each problem of a failed build as `line:column path: message`. */
export function locatedProblems(build: () => unknown): string[] {
  return validationError(build).problems.map(
    (p) => `${p.location ? `${p.location.line}:${p.location.column} ` : ''}${p.path}: ${p.message}`,
  );
}

const aliasCache = new Map<string, string[]>();

/** The `:Alias` names of the .rvi files beside a corpus file (a loader gives a model's aliases the same way). */
export function modelAliases(file: string): string[] {
  const dir = dirname(file);
  let out = aliasCache.get(dir);
  if (!out) {
    out = [];
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.rvi'))) {
      const text = readFileSync(join(dir, name), 'latin1');
      out.push(...aliasesIn(parseRv(text, { fileType: 'rvi', fileName: name }).items));
    }
    aliasCache.set(dir, out);
  }
  return out;
}

/** The dump of one command node (what the engine reads of it). */
export function dumpNode(node: Command, fileType: FileType): unknown {
  return dumpRv({ kind: 'document', fileType, fileName: 'node', items: [node], diagnostics: [] }).commands;
}

/** The dump of the commands of a text. */
export function dumpText(text: string, fileType: FileType): unknown {
  return dumpRv(parseRv(text, { fileType, fileName: 'text' })).commands;
}

/** The first command of a text (parsed as `fileType`). */
export function firstNode(text: string, fileType: FileType): Command {
  const item = parseRv(text, { fileType, fileName: 'text' }).items.find((i) => i.kind === 'command');
  if (!item || item.kind !== 'command') throw new Error('no command in the text');
  return item;
}
