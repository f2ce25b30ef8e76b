import { gridText } from '../../oracle/generators/dataGrids.js';
import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

/** The GR4J-CemaNeige model reading its forcing from the 3-D grid file, with one line of the first block changed. */
function gridded(line?: number, text?: string) {
  return [
    {
      file: 'raven-gr4j-salmon.rvt',
      from: /^[\s\S]*$/,
      to: gridText('\n', { kind: '', label: '', line, text }),
    },
  ];
}

describe('RV416 grid-weights', () => {
  it('accepts the converted model', async () => {
    expect(only('RV416', await checkMutated(CORPUS.gr4jNetcdf, gridded()))).toEqual([]);
  });

  it('points at the rows of an HRU whose weights sum to 0.9, and warns about 0.98 (Raven rescales it)', async () => {
    const off = await checkMutated(CORPUS.gr4jNetcdf, gridded(11, '      1 3 0.15'));
    expect(only('RV416', off)).toEqual([
      'raven-gr4j-salmon.rvt:11:7: error: the grid weights of HRU 1 sum to 0.9, not 1 [RV416]',
    ]);
    const rescaled = await checkMutated(CORPUS.gr4jNetcdf, gridded(11, '      1 3 0.23'));
    expect(only('RV416', rescaled)).toEqual([
      'raven-gr4j-salmon.rvt:11:7: warning: the grid weights of HRU 1 sum to 0.98: Raven rescales them to 1 [RV416]',
    ]);
  });

  it('points at a cell count the file does not have, a cell outside the grid and an unknown HRU', async () => {
    const count = await checkMutated(CORPUS.gr4jNetcdf, gridded(7, '      :NumberGridCells 5'));
    expect(only('RV416', count)).toEqual([
      'raven-gr4j-salmon.rvt:10:24: error: :NumberGridCells 5 does not match the NetCDF file, which has 4 cells [RV416]',
    ]);
    const cell = await checkMutated(CORPUS.gr4jNetcdf, gridded(11, '      1 4 0.25'));
    expect(only('RV416', cell)).toEqual([
      'raven-gr4j-salmon.rvt:14:9: error: cell 4 is not in the NetCDF grid (cells 0 to 3) [RV416]',
    ]);
    const hru = await checkMutated(CORPUS.gr4jNetcdf, gridded(11, '      2 3 0.25'));
    expect(only('RV416', hru)).toEqual([
      'raven-gr4j-salmon.rvt:14:7: error: :GridWeights names HRU 2, which is not in the :HRUs table [RV416]',
    ]);
  });
});
