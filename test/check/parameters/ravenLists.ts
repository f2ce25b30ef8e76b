/**
 * The oracle: Raven's own master list of required parameters for a model, read two ways from the real
 * engine on a copy of the model.
 * - :CreateRVPTemplate makes Raven write `<rvp>_temp.rvp` and stop (CreateRVPTemplate, ParsePropertyFile.cpp):
 *   the class type of every soil, land use, vegetation and global parameter, first occurrences only.
 * - :NoisyMode makes RVPParameterWarning print every entry of the master list, repeats included, in order;
 *   an .rvh that cannot be found then stops the run right after.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The sections of an RVP template: parameter names per class type, in the template's order. */
export interface TemplateSections {
  global: string[];
  soil: string[];
  landuse: string[];
  vegetation: string[];
}

function filesUnder(dir: string, suffix: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p, suffix));
    else if (name.endsWith(suffix)) out.push(p);
  }
  return out;
}

function runRaven(raven: string, dir: string, stem: string): string {
  const run = spawnSync(raven, [stem, '-o', 'out/'], {
    cwd: dir,
    input: '',
    encoding: 'latin1',
    maxBuffer: 1 << 28,
    timeout: 120_000,
  });
  return run.stdout ?? '';
}

/** Reads the parameter names of the template's sections. */
export function parseTemplate(text: string): TemplateSections {
  const out: TemplateSections = { global: [], soil: [], landuse: [], vegetation: [] };
  const lists: Record<string, keyof TemplateSections> = {
    ':SoilParameterList': 'soil',
    ':LandUseParameterList': 'landuse',
    ':VegetationParameterList': 'vegetation',
  };
  let current: keyof TemplateSections | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const words = raw.split(/[\s,]+/).filter((w) => w !== '');
    if (words[0] === ':GlobalParameter') out.global.push(words[1]);
    else if (words[0] !== undefined && words[0] in lists) current = lists[words[0]];
    else if (words[0] === ':Parameters' && current) {
      out[current].push(...words.slice(1));
      current = undefined;
    }
  }
  return out;
}

/** Appends lines to a copied model's .rvi. */
function appendToRvi(dir: string, stem: string, lines: string[], drop: RegExp = /^$/): void {
  const path = join(dir, `${stem}.rvi`);
  const kept = readFileSync(path, 'latin1')
    .split('\n')
    .filter((l) => !drop.test(l.trim()));
  writeFileSync(path, [...kept, ...lines, ''].join('\n'), 'latin1');
}

/** Runs :CreateRVPTemplate on a copied model and reads the template Raven writes. */
export function ravenTemplate(raven: string, dir: string, stem: string): TemplateSections {
  appendToRvi(dir, stem, [':CreateRVPTemplate']);
  runRaven(raven, dir, stem);
  const files = filesUnder(dir, '_temp.rvp');
  if (files.length !== 1) throw new Error(`expected one template in ${dir}, found ${files.length}`);
  return parseTemplate(readFileSync(files[0], 'latin1'));
}

/** Runs a copied model in noisy mode and reads the master list Raven checks, in order. */
export function ravenMasterList(raven: string, dir: string, stem: string): string[] {
  appendToRvi(
    dir,
    stem,
    [':NoisyMode', ':rvh_Filename rvkit_missing_on_purpose.rvh'],
    /^:(SilentMode|CreateRVPTemplate)\b/,
  );
  const stdout = runRaven(raven, dir, stem);
  const names: string[] = [];
  for (const m of stdout.matchAll(
    /checking availability of parameter (\S+) \((\d+) of (\d+) parameters\)/g,
  )) {
    names.push(m[1]);
  }
  return names;
}
