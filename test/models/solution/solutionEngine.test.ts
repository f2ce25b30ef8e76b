/**
 * Solutions and the real engine: Raven runs a corpus model with several HRUs and subbasins (Nith: 32 HRUs, 4
 * subbasins), its solution.rvc is read, written back, and given to Raven as initial conditions; Raven must read
 * the written file exactly as its own (identical hydrographs and final states), long flow lists included.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runRaven } from '../../../src/engine/index.js';
import { BasinIndex, parseSolution, type Solution } from '../../../src/models/rvc/index.js';
import { bodyRows, findCommand } from '../../../src/models/commandText/read.js';
import { parseRv } from '../../../src/parser/parseRv.js';
import { copyCorpusModel } from '../../paths.js';

const NITH = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Nith';
let root = '';
let dir = '';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rvkit-solution-'));
  dir = copyCorpusModel(NITH, join(root, 'Nith'));
  // Nith was written for an older Raven: 4.12.1 refuses its :AggregatedVariable lines (RUNNABLE.md).
  const rvi = join(dir, 'Nith.rvi');
  await writeFile(rvi, (await readFile(rvi, 'latin1')).replace(/^:AggregatedVariable.*$/gm, ''));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Runs Nith into `out` and returns its hydrographs and solution texts. */
async function run(out: string): Promise<{ hydrographs: string; solution: string }> {
  const result = await runRaven({ modelname: 'Nith', configdir: dir, outputdir: out });
  expect(result.messages.completed).toBe(true);
  const read = (name: string) => readFile(join(dir, out, `run1_${name}`), 'latin1');
  return { hydrographs: await read('Hydrographs.csv'), solution: await read('solution.rvc') };
}

/** The solution as .rvc text, written by the models. */
function written(s: Solution): string {
  return `:TimeStamp ${s.start_date}\n${s.hru_state_variable_table?.toRv()}${s.basin_state_variables?.toRv()}`;
}

/** The first column of the rows of a block of the .rvh (the HRU or subbasin ids). */
async function idsOf(block: string): Promise<number[]> {
  const doc = parseRv(await readFile(join(dir, 'Nith.rvh'), 'latin1'), {
    fileType: 'rvh',
    fileName: 'Nith.rvh',
  });
  return bodyRows(findCommand(doc.items, block)?.body).map((r) => Number(r[0].text));
}

describe('solutions written by Raven, read, written and read again by Raven', () => {
  it('reads every HRU and subbasin, and Raven reads the written solution as its own', async () => {
    const first = await run('first');
    const solution = parseSolution(first.solution);
    expect(solution.hru_state_variable_table?.root.map((h) => h.hru_id)).toEqual(await idsOf(':HRUs'));
    expect(solution.basin_state_variables?.root.map((b) => b.sb_id)).toEqual(await idsOf(':SubBasins'));
    expect(solution.hru_state_variable_table).toHaveLength(32);
    expect(solution.basin_state_variables).toHaveLength(4);
    expect(parseSolution(written(solution)).hru_state_variable_table?.toJSON()).toEqual(
      solution.hru_state_variable_table?.toJSON(),
    );

    await writeFile(join(dir, 'Nith.rvc'), first.solution);
    const fromRaven = await run('from-raven');
    await writeFile(join(dir, 'Nith.rvc'), written(solution));
    const fromModels = await run('from-models');
    expect(fromModels.hydrographs).toBe(fromRaven.hydrographs);
    expect(fromModels.solution).toBe(fromRaven.solution);

    // Long flow histories wrap after 200 values; Raven reads them whole (it keeps the first values its
    // reach needs and the last one), so the run is the same.
    const basins = solution.basin_state_variables!;
    const b0 = basins.root[0];
    const qlat = b0.qlat!;
    const long = [
      450,
      ...qlat.slice(1, -1),
      ...Array(450 - (qlat.length - 2)).fill(0),
      qlat[qlat.length - 1],
    ];
    const wrapped = basins.copy({ root: [b0.copy({ qlat: long }), ...basins.root.slice(1)] });
    const text = `:TimeStamp ${solution.start_date}\n${solution.hru_state_variable_table?.toRv()}${wrapped.toRv()}`;
    expect(
      wrapped
        .toRv()
        .split('\n')
        .filter((l) => /^\s+[-\d.]+ /.test(l)),
    ).toHaveLength(2);
    expect(BasinIndex.parse(wrapped.root[0].toRv()).qlat).toEqual(long);
    await writeFile(join(dir, 'Nith.rvc'), text);
    const fromWrapped = await run('from-wrapped');
    expect(fromWrapped.hydrographs).toBe(fromRaven.hydrographs);
    expect(fromWrapped.solution).toBe(fromRaven.solution);
  });
});
