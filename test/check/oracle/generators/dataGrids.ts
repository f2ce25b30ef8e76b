/**
 * Gridded forcing: a model that reads its forcing from NetCDF is rewritten to read it from the 3-D grid file of
 * its folder through :GriddedForcing blocks with :GridWeights (one HRU, four cells), then given realistic grid
 * mistakes: weights that do not sum to 1 (refused) or sum to 0.98 (rescaled), a cell count that does not match
 * the file, an HRU that is not in the model, a misspelt variable, a simulation starting before the grid.
 */
import { argToken } from '../../../../src/facts/args.js';
import { lastOf } from '../../../../src/facts/rviFacts.js';
import { addDays } from '../shorten.js';
import { atSite, relPath, replaceSite, type Fixture, type Generator, type Mutation } from '../mutation.js';

const GRID_FILE = 'Salmon-River-Near-Prince-George_meteo_daily_3d.nc';

const FORCINGS: readonly (readonly [forcing: string, variable: string])[] = [
  ['RAINFALL', 'rain'],
  ['SNOWFALL', 'snow'],
  ['TEMP_MIN', 'tmin'],
  ['TEMP_MAX', 'tmax'],
  ['PET', 'pet'],
];

/** A grid mistake: the value written in place of one line of the first block (by its line in the block). */
export interface GridCase {
  readonly kind: string;
  readonly label: string;
  /** Line of the first block to replace (0 = :GriddedForcing), and its new text; none for the valid model. */
  readonly line?: number;
  readonly text?: string;
}

const CASES: readonly GridCase[] = [
  { kind: 'grid-valid', label: 'as converted' },
  { kind: 'grid-weights-sum', label: 'a weight 0.15 instead of 0.25', line: 11, text: '      1 3 0.15' },
  { kind: 'grid-weights-rescaled', label: 'a weight 0.23 instead of 0.25', line: 11, text: '      1 3 0.23' },
  { kind: 'grid-cells-count', label: ':NumberGridCells 5', line: 7, text: '      :NumberGridCells 5' },
  { kind: 'grid-hru-unknown', label: 'weights of HRU 2', line: 11, text: '      2 3 0.25' },
  { kind: 'grid-cell-outside', label: 'cell 4 of 4', line: 11, text: '      1 4 0.25' },
  { kind: 'grid-variable-missing', label: ':VarNameNC rainfall', line: 3, text: '   :VarNameNC   rainfall' },
];

/** The .rvt of gridded forcing, with a mistake in the first block. */
export function gridText(eol: string, change?: GridCase): string {
  const lines: string[] = [':FileType rvt ASCII Raven 2.8.2', '# The forcing read from the 3-D grid file'];
  FORCINGS.forEach(([forcing, variable], i) => {
    const block = [
      `:GriddedForcing ${forcing}`,
      `   :ForcingType ${forcing}`,
      `   :FileNameNC  ${GRID_FILE}`,
      `   :VarNameNC   ${variable}`,
      '   :DimNamesNC  lon lat time',
      '   :GridWeights',
      '      :NumberHRUs 1',
      '      :NumberGridCells 4',
      '      1 0 0.25',
      '      1 1 0.25',
      '      1 2 0.25',
      '      1 3 0.25',
      '   :EndGridWeights',
      ':EndGriddedForcing',
    ];
    if (i === 0 && change?.line !== undefined && change.text !== undefined) block[change.line] = change.text;
    lines.push(...block);
  });
  return lines.join(eol) + eol;
}

/** The model's .rvt replaced by gridded forcing, with each grid mistake in the first block. */
export const gridForcing: Generator = {
  kinds: [...new Set([...CASES.map((c) => c.kind), 'grid-starts-late'])],
  generate(fx: Fixture) {
    if (!fx.model.dir.endsWith('raven-gr4j-cemaneige')) return [];
    const rvt = fx.project.files.find((f) => f.fileType === 'rvt' && !f.redirect);
    if (!rvt) return [];
    const eol = rvt.text.includes('\r\n') ? '\r\n' : '\n';
    const whole = { file: rvt, offset: 0, length: rvt.text.length };
    // The first block starts on line 3 of the new file.
    const out: Mutation[] = CASES.map((c) => ({
      kind: c.kind,
      label: `gridded forcing, ${c.label}`,
      edits: [replaceSite(fx, whole, gridText(eol, c))],
      at: { file: relPath(fx, rvt), line: 3 + (c.line ?? 0) },
    }));
    const start = lastOf(fx.facts.rvi, ':StartDate');
    const s = start && argToken(start, 0);
    if (s) {
      out.push({
        kind: 'grid-starts-late',
        label: `gridded forcing, :StartDate ${addDays(s.text, -1)}`,
        edits: [replaceSite(fx, whole, gridText(eol)), replaceSite(fx, s.site, addDays(s.text, -1))],
        at: atSite(fx, s.site),
      });
    }
    return out;
  },
};
