/**
 * A rule's documented example put into the minimal model (test/fixtures/ruleDocs/minimal), as
 * ruleExamples.test.ts runs it: the example's commands replace the model's commands of the same names where
 * the first of them stood (so an example that puts a command before another keeps that order), other file
 * types' commands of `model` likewise, and a file `model` names is written beside the model (CDL made NetCDF
 * with ncgen, a name ending in `/` a directory). An example whose file type is a file name (`weights.txt`) is
 * that file's text; one that starts with a byte order mark starts its file with the mark's bytes.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FileType } from '../../grammar/types.js';
import { FILE_TYPES } from '../../grammar/index.js';
import { commandName } from '../../src/ast/nodes.js';
import type { RuleExample } from '../../src/check/rule.js';
import { parseRv } from '../../src/parser/parseRv.js';
import { printItem } from '../../src/printer/print.js';
import { repoRoot } from '../paths.js';

const BOM = '\uFEFF';

/** The minimal model's directory and stem. */
export const MINIMAL = join(repoRoot, 'test', 'fixtures', 'ruleDocs', 'minimal');
export const STEM = 'minimal';

/** `base` with the top-level commands `part` names replaced by `part`, where the first of them stood. */
export function replaceCommands(base: string, part: string, fileType: FileType): string {
  if (part.startsWith(BOM)) return BOM + replaceCommands(base, part.slice(1), fileType);
  const names = new Set(
    parseRv(part, { fileType })
      .items.filter((i) => i.kind === 'command')
      .map((c) => commandName(c).toLowerCase()),
  );
  const items = parseRv(base, { fileType }).items;
  const out: string[] = [];
  let placed = false;
  for (const item of items) {
    if (item.kind === 'command' && names.has(commandName(item).toLowerCase())) {
      if (!placed) out.push(part.endsWith('\n') ? part : `${part}\n`);
      placed = true;
      continue;
    }
    out.push(printItem(item));
  }
  const text = out.join('');
  if (placed) return text;
  return `${text}${text.endsWith('\n') || text === '' ? '' : '\n'}${part}${part.endsWith('\n') ? '' : '\n'}`;
}

/** Writes the minimal model into `dir` with `text` (the bad or the good text) and the example's `model`. */
export function exampleModel(example: RuleExample, text: string, dir: string): string {
  cpSync(MINIMAL, dir, { recursive: true });
  const parts: [string, string][] = [...Object.entries(example.model ?? {}), [example.fileType, text]];
  for (const [where, content] of parts) {
    if ((FILE_TYPES as readonly string[]).includes(where)) {
      const path = join(dir, `${STEM}.${where}`);
      // The minimal model has no .rve, .rvm or .rvl: an example of one writes the file.
      const base = existsSync(path) ? readFileSync(path, 'latin1') : '';
      const text = replaceCommands(base, content, where as FileType);
      // The mark is one character here, three bytes (EF BB BF) in the file, as an editor writes it.
      writeFileSync(path, text, text.startsWith(BOM) ? 'utf8' : 'latin1');
    } else if (where.endsWith('/')) mkdirSync(join(dir, where), { recursive: true });
    else if (where.endsWith('.nc')) {
      writeFileSync(join(dir, `${where}.cdl`), content);
      execFileSync('ncgen', ['-k', 'nc4', '-o', join(dir, where), join(dir, `${where}.cdl`)]);
    } else writeFileSync(join(dir, where), content, 'latin1');
  }
  return dir;
}
