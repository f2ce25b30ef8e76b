/** Copies of the project's tiny example model, rearranged for the path-rule tests. */
import { mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ownCorpus } from '../paths.js';

/** A new temporary directory holding the tiny model's five files under the stem `m`. */
export function tinyCopy(dirs: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'rvkit-tiny-'));
  dirs.push(dir);
  for (const ext of ['rvi', 'rvp', 'rvh', 'rvt', 'rvc']) {
    writeFileSync(join(dir, `m.${ext}`), readFileSync(join(ownCorpus, 'gr4j-tiny', `tiny.${ext}`)));
  }
  return dir;
}

/**
 * The tiny model with its .rvt in forcing/ (named by :rvt_Filename in the .rvi) and its :HRUs block moved to
 * hrus.rvh, named by :RedirectToFile in the .rvh and placed in `hrusIn` ('forcing' is where Raven looks).
 */
export function redirectedLayout(dirs: string[], hrusIn: 'forcing' | '.'): string {
  const dir = tinyCopy(dirs);
  mkdirSync(join(dir, 'forcing'));
  renameSync(join(dir, 'm.rvt'), join(dir, 'forcing', 'm.rvt'));
  writeFileSync(
    join(dir, 'm.rvi'),
    `:rvt_Filename forcing/m.rvt\n${readFileSync(join(dir, 'm.rvi'), 'latin1')}`,
  );
  const rvh = readFileSync(join(dir, 'm.rvh'), 'latin1');
  const hrus = rvh.slice(rvh.indexOf(':HRUs'));
  writeFileSync(join(dir, hrusIn, 'hrus.rvh'), hrus);
  writeFileSync(join(dir, 'm.rvh'), rvh.replace(hrus, ':RedirectToFile hrus.rvh\n'));
  return dir;
}
