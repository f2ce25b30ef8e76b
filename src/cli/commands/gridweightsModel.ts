/**
 * `rvkit gridweights --model DIR`: the weights written into an existing model. The forcing blocks are chosen
 * (by --forcing, or those reading the NetCDF file given), their :DimNamesNC give the cell numbering, the
 * model's HRUs must be the polygons' IDs, the model as it will be is checked (nothing written when the check
 * finds a new error), and the files go through the project's one write path, all or nothing.
 */
import { relative, resolve, sep } from 'node:path';
import { checkProject } from '../../check/checkProject.js';
import type { Diagnostic } from '../../ast/nodes.js';
import { unifiedDiff } from '../../fix/unifiedDiff.js';
import { GeoInputError, type GeoMessage } from '../../geo/messages.js';
import { isShapeGrid } from '../../geo/makeGridWeights.js';
import { modelGrids, type ModelGrid } from '../../geo/modelWeights.js';
import { fileHost } from '../../project/fileHost.js';
import { loadProject, textsOverDisk } from '../../project/load.js';
import type { Project } from '../../project/project.js';
import { writeFiles } from '../../project/writeFiles.js';
import { diagnosticLine } from '../terminalText.js';
import type { CliIO } from '../command.js';

/** The forcing blocks the weights are for, and the dimension order they read the grid in. */
export function targetGrids(
  project: Project,
  gridPath: string,
  forcing: readonly string[] | undefined,
): { grids: ModelGrid[]; dims?: [string, string]; notes: GeoMessage[] } {
  const all = modelGrids(project);
  const where = project.dir;
  const listed = all.map(
    (g) => `${g.name} (${g.where}, ${g.file ? relative(project.dir, g.file) : 'no :FileNameNC'})`,
  );
  const fail = (message: string): never => {
    throw new GeoInputError([{ severity: 'error', where, message }]);
  };
  if (all.length === 0)
    fail(
      'the model has no :GriddedForcing or :StationForcing block to take the weights: add one (its :ForcingType, :FileNameNC, :VarNameNC, :DimNamesNC), or write the weights to a file with -o alone',
    );
  const notes: GeoMessage[] = [];
  let grids: ModelGrid[];
  if (forcing) {
    const unknown = forcing.filter((n) => !all.some((g) => g.name === n));
    if (unknown.length > 0)
      fail(`no forcing block named ${unknown.join(', ')}; the model has ${listed.join('; ')}`);
    grids = all.filter((g) => forcing.includes(g.name));
  } else if (!isShapeGrid(gridPath)) {
    const file = resolve(gridPath);
    grids = all.filter((g) => g.file === file);
    if (grids.length === 0)
      fail(
        `no forcing block reads ${gridPath}: the model has ${listed.join('; ')}. Name the blocks with --forcing NAME (their grid must be this file's)`,
      );
  } else {
    const files = new Set(all.map((g) => g.file));
    if (files.size > 1)
      fail(
        `the forcing blocks read different files: name those the weights are for with --forcing NAME (${listed.join('; ')})`,
      );
    grids = all;
    notes.push({
      severity: 'note',
      where,
      message: `the weights go to every forcing block of the model (${grids.map((g) => g.name).join(', ')}), all reading ${[...files][0] ? relative(project.dir, [...files][0]!) : 'no file'}`,
    });
  }
  const orders = new Set(grids.map((g) => (g.kind === 'gridded' ? g.dims.slice(0, 2).join(',') : '')));
  if (orders.size > 1)
    fail(
      `the blocks ${grids.map((g) => g.name).join(', ')} name their dimensions in different orders: give the weights to each with --forcing NAME`,
    );
  const first = grids[0];
  const dims =
    first.kind === 'gridded' && first.dims.length >= 2
      ? ([first.dims[0], first.dims[1]] as [string, string])
      : undefined;
  notes.push({
    severity: 'note',
    where: first.where,
    message: `weights for ${grids.map((g) => `${g.kind === 'gridded' ? ':GriddedForcing' : ':StationForcing'} ${g.name}`).join(', ')}${dims ? `; cells numbered by its :DimNamesNC ${dims.join(' ')} (x, y)` : ''}`,
  });
  return { grids, dims, notes };
}

const key = (d: Diagnostic) => `${d.code} ${d.file} ${d.message}`;

/**
 * Checks the model with the new texts laid over the disk; writes them unless the check finds an error the
 * model did not have (or `dryRun`: the diff on standard output). Returns the exit code.
 */
export async function writeIntoModel(
  project: Project,
  changes: readonly { path: string; before: string | null; after: string }[],
  io: CliIO,
  options: { dryRun?: boolean; quiet?: boolean },
): Promise<number> {
  const rvi = resolve(project.dir, `${project.stem}.rvi`);
  const host = fileHost(project.dir);
  const before = await checkProject(project, { host });
  const texts = new Map(changes.map((c) => [resolve(c.path), c.after]));
  const after = await checkProject(await loadProject(rvi, { source: textsOverDisk(texts) }), { host });
  const old = new Set(before.map(key));
  const fresh = after.filter((d) => d.severity !== 'info' && !old.has(key(d)));
  for (const d of fresh) io.err(`${diagnosticLine(d)}\n`);
  const newErrors = fresh.filter((d) => d.severity === 'error').length;
  const name = (p: string) => relative(project.dir, p).split(sep).join('/');
  if (newErrors > 0) {
    io.err(
      `rvkit gridweights: rvkit check finds ${newErrors} new error(s) in the model with these weights; nothing written\n`,
    );
    return 1;
  }
  const errors = after.filter((d) => d.severity === 'error').length;
  const warnings = after.filter((d) => d.severity === 'warning').length;
  if (!options.quiet)
    io.err(
      `rvkit gridweights: rvkit check of the model with the new weights: ${fresh.length === 0 ? 'nothing new' : `${fresh.length} new warning(s)`} (${errors} error(s), ${warnings} warning(s) in all)\n`,
    );
  if (options.dryRun) {
    for (const c of changes)
      io.out(unifiedDiff(c.before ?? '', c.after, `a/${name(c.path)}`, `b/${name(c.path)}`));
    return 0;
  }
  const result = await writeFiles(
    project.dir,
    changes.map((c) => ({ path: c.path, text: c.after, before: c.before })),
  );
  if (!options.quiet)
    io.err(
      `rvkit gridweights: wrote ${result.written.map(name).join(', ') || 'nothing (the weights were already there)'}\n`,
    );
  return 0;
}
