/** parseSolution / parse_solution on the solution files of the corpora. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSolution } from '../../../src/models/rvc/index.js';
import { parse_solution, readSolution } from '../../../src/output/solutionFile.js';
import { rvFilesUnder, sharedCorpus } from '../../paths.js';

const SOLUTIONS = rvFilesUnder(sharedCorpus).filter((f) => /solution\.rvc$/.test(f));

/** The HRU ids of the table rows and the subbasin ids of the :BasinIndex lines, read with plain patterns. */
function idsIn(text: string): { hrus: number[]; basins: number[] } {
  const table = text.slice(text.indexOf(':HRUStateVariableTable'), text.indexOf(':EndHRUStateVariableTable'));
  const hrus = [...table.matchAll(/^\s*(\d+),/gm)].map((m) => Number(m[1]));
  const basins = [...text.matchAll(/:BasinIndex (\d+)/g)].map((m) => Number(m[1]));
  return { hrus, basins };
}

describe('parseSolution', () => {
  it('finds the 4 solution files of the corpora', () => {
    expect(SOLUTIONS.map((f) => f.slice(sharedCorpus.length + 1))).toEqual([
      'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Alouette/Alouette_ws_solution.rvc',
      'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Coquitlam/Coquitlam_ws_solution.rvc',
      'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Revelstoke/Revelstoke_ws_solution.rvc',
      'Ouranosinc__raven-testdata/gr4j_cemaneige/solution.rvc',
    ]);
  });

  it.each(SOLUTIONS.map((f) => [f.slice(sharedCorpus.length + 1), f]))(
    'reads every HRU and subbasin of %s',
    (_name, file) => {
      const text = readFileSync(file, 'latin1');
      const s = parseSolution(text);
      const ids = idsIn(text);
      expect(s.hru_state_variable_table?.root.map((h) => h.hru_id)).toEqual(ids.hrus);
      expect(s.basin_state_variables?.root.map((b) => b.sb_id)).toEqual(ids.basins);
      expect(s.start_date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d\d$/);
      // Written back and read again, the solution is the same.
      const again = parseSolution(
        `:TimeStamp ${s.start_date}\n${s.hru_state_variable_table?.toRv()}${s.basin_state_variables?.toRv()}`,
      );
      expect(again.hru_state_variable_table?.toJSON()).toEqual(s.hru_state_variable_table?.toJSON());
      expect(again.basin_state_variables?.toJSON()).toEqual(s.basin_state_variables?.toJSON());
      expect(again.start_date).toBe(s.start_date);
    },
  );

  it('counts the HRUs and state variables of the corpus solutions', () => {
    const sizes = SOLUTIONS.map((f) => {
      const t = parseSolution(readFileSync(f, 'latin1')).hru_state_variable_table!;
      return [t.length, t.attributes.length];
    });
    expect(sizes).toEqual([
      [23, 52],
      [37, 89],
      [39, 52],
      [1, 114],
    ]);
  });

  it('merges Raven’s tables of 80 state variables, and returns null for what the text lacks', () => {
    const text =
      ':TimeStamp 2001-01-01 00:00:00.00\n' +
      ':HRUStateVariableTable\n  :Attributes,A1,\n  :Units,mm,\n  1,0.5,\n  2,1.5,\n:EndHRUStateVariableTable\n' +
      ':HRUStateVariableTable\n  :Attributes,SNOW\n  :Units,mm\n  1,3\n  2,4\n:EndHRUStateVariableTable\n';
    const s = parseSolution(text);
    expect(s.hru_state_variable_table?.toJSON()).toEqual([
      { hru_id: 1, data: { A1: 0.5, SNOW: 3 } },
      { hru_id: 2, data: { A1: 1.5, SNOW: 4 } },
    ]);
    expect(s.basin_state_variables).toBeNull();
    expect(parseSolution('').start_date).toBeNull();
  });

  it('reads files (parse_solution, with the calendar checked)', async () => {
    const file = join(sharedCorpus, 'Ouranosinc__raven-testdata/gr4j_cemaneige/solution.rvc');
    const s = await parse_solution(file);
    expect(s.start_date).toBe('2002-01-01 00:00:00.00');
    expect((await readSolution(file, { calendar: 'NOLEAP' })).basin_state_variables?.length).toBe(1);
    await expect(parse_solution(file, 'MARTIAN')).rejects.toThrow(
      'unknown calendar MARTIAN: expected one of ALL_LEAP, GREGORIAN, JULIAN, NOLEAP, PROLEPTIC_GREGORIAN, STANDARD',
    );
  });
});
