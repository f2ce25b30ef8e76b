import { CORPUS } from '../harness.js';
import { ravenRan } from '../ravenRan.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVH = 'raven-gr4j-salmon.rvh';
const connections = (...rows: string[]) => [
  {
    file: RVH,
    from: /$/,
    to: `\n:LateralConnections SNOW_REDISTRIBUTE\n${rows.map((r) => `  ${r}\n`).join('')}:EndLateralConnections\n`,
  },
];

describe('RV351 lateral-connection-weights, against Raven 4.12.1', () => {
  it('predicts weights out of an HRU that do not add up to 1, and says nothing where they do', async () => {
    const out = await ravenWarned(M, connections('1, 1, 0.6'));
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['ParseHRUFile#19']);
    expect(out.rvkit).toEqual(['ParseHRUFile#19']);
    expect(out.shown).toEqual([
      `${RVH}:20:3: :LateralConnections: the weights out of HRU 1 (0.6) do not add up to 1: Raven warns ("Some HRUs have lateral connection weights that do not sum to 1.0. This may lead to mass balance errors.") [RV351]`,
    ]);
    expect(await ravenWarned(M, connections('1, 1, 0.6', '1, 1, 0.4'))).toEqual({
      completes: true,
      raven: [],
      rvkit: [],
      shown: [],
    });
  }, 120_000);

  it('is an error for a source HRU the model lacks: Raven crashes', async () => {
    const out = await ravenRan(M, connections('7, 1, 1.0'), 'RV351');
    expect(out.raven.fails).toBe(true);
    expect(out.raven.crash).toMatch(/SIGSEGV|signal/);
    expect(out.rvkit).toEqual([
      `${RVH}:20:3: error: :LateralConnections: the model has no HRU 7: Raven looks the source HRU up by ID to add its weights and crashes (segmentation fault)`,
    ]);
  }, 120_000);
});
