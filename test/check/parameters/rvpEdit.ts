/** Test helpers that edit a copied model: drop one parameter from the .rvp, shorten the run, run Raven. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClassType } from '../../../grammar/parameters/index.js';

const LISTS: Readonly<Record<string, ClassType>> = {
  ':SoilParameterList': 'soil',
  ':LandUseParameterList': 'landuse',
  ':VegetationParameterList': 'vegetation',
  ':TerrainParameterList': 'terrain',
};

const words = (line: string) => line.split(/[\s,]+/).filter((w) => w !== '');

/** Where the .rvp gives a parameter: as a column of a parameter list, or as a :GlobalParameter line. */
export function rvpHas(text: string, classType: ClassType, name: string): boolean {
  return dropParameter(text, classType, name) !== text;
}

/** The .rvp text without one parameter (its column in every list of its class, or its :GlobalParameter line). */
export function dropParameter(text: string, classType: ClassType, name: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  let list: ClassType | undefined;
  let column = -1;
  for (const line of lines) {
    const w = words(line);
    const head = w[0] ?? '';
    if (classType === 'global' && head === ':GlobalParameter' && w[1]?.toUpperCase() === name) continue;
    if (head in LISTS) list = LISTS[head];
    else if (head.startsWith(':End')) {
      list = undefined;
      column = -1;
    }
    if (list === classType && head === ':Parameters') column = w.findIndex((x) => x.toUpperCase() === name);
    if (list === classType && column > 0 && w.length > column && !head.startsWith('#')) {
      out.push(w.filter((_, i) => i !== column).join(', '));
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}

/** Makes a copied model simulate two days only. */
export function shorten(dir: string, stem: string): void {
  const path = join(dir, `${stem}.rvi`);
  const kept = readFileSync(path, 'latin1')
    .split('\n')
    .filter((l) => !/^\s*:(Duration|EndDate)\b/.test(l));
  writeFileSync(path, [...kept, ':Duration 2', ''].join('\n'), 'latin1');
}

/** The .rvp of a copied model (its stem's, as no runnable corpus model renames it). */
export function rvpPath(dir: string, stem: string): string {
  return join(dir, `${stem}.rvp`);
}

/** Runs Raven on a copied model; the ERROR lines of Raven_errors.txt and whether the run completed. */
export function runModel(raven: string, dir: string, stem: string): { errors: string[]; completed: boolean } {
  spawnSync(raven, [stem, '-o', 'out/'], { cwd: dir, input: '', timeout: 300_000, maxBuffer: 1 << 28 });
  const file = join(dir, 'out', 'Raven_errors.txt');
  const text = existsSync(file) ? readFileSync(file, 'latin1') : '';
  const errors = text.split('\n').filter((l) => l.startsWith('ERROR'));
  return { errors, completed: text.includes('SIMULATION COMPLETE') && errors.length === 0 };
}
