/**
 * OSTRICH's `extract` initial value: the value a model file holds where its template holds the parameter's
 * name. The template and the model file are walked line by line; on the first line where the template
 * names the parameter, the text before it must match and the number at that place is read. The model file
 * is where OSTRICH writes it: in the first worker's directory (`<ModelSubdir>0/`) when there is a
 * ModelSubdir, which holds a file only when an earlier run left one there.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { OstrichSetup } from './setup.js';

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eEdD][+-]?\d+)?/;

/** The value of `name` in the model files of a setup's file pairs, or null when none holds it. */
export function extractInitial(setup: OstrichSetup, name: string): number | null {
  const names = [...setup.parameters, ...setup.tied].map((p) => p.name);
  for (const pair of setup.filePairs) {
    const template = resolve(setup.dir, pair.template);
    const model = resolve(
      setup.modelSubdir === null ? setup.dir : join(setup.dir, `${setup.modelSubdir}0`),
      pair.model,
    );
    if (!existsSync(template) || !existsSync(model)) continue;
    const value = extractFrom(readFileSync(template, 'latin1'), readFileSync(model, 'latin1'), name, names);
    if (value !== null) return value;
  }
  return null;
}

/** The number `model` holds where `template` holds `name` (other names skip the numbers in their place). */
export function extractFrom(
  template: string,
  model: string,
  name: string,
  names: readonly string[],
): number | null {
  const tLines = template.split('\n');
  const mLines = model.split('\n');
  for (let n = 0; n < Math.min(tLines.length, mLines.length); n++) {
    const t = tLines[n]!;
    if (!t.includes(name)) continue;
    const m = mLines[n]!;
    let i = 0;
    let j = 0;
    while (i < t.length) {
      const here = names.filter((p) => t.startsWith(p, i)).sort((a, b) => b.length - a.length)[0];
      if (here !== undefined) {
        const number = NUMBER.exec(m.slice(j));
        if (!number) return null;
        if (here === name) return Number(number[0].replace(/[dD]/, 'e'));
        i += here.length;
        j += number[0].length;
        continue;
      }
      if (t[i] !== m[j]) return null;
      i++;
      j++;
    }
    return null;
  }
  return null;
}
