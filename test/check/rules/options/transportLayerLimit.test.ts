import { CORPUS } from '../harness.js';
import { ravenDecided } from '../ravenDecided.js';

const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';
const transports = (...names: string[]) => [
  {
    file: RVI,
    from: ':EndHydrologicProcesses',
    to: `:EndHydrologicProcesses\n${names.map((n) => `:Transport ${n}`).join('\n')}`,
  },
];

describe('RV567 transport-layer-limit, against Raven 4.12.1', () => {
  it('is an error where Raven stops: a second constituent in Salmon GR4J (two :Convolve)', async () => {
    const out = await ravenDecided(M, transports('Nitrate', 'Phosphorus'));
    expect(out.ravenFails).toBe(true);
    expect(out.ravenErrors).toEqual(['CModel::AddStateVariables: bad layer index specified']);
    expect(out.rvkit).toEqual([
      `${RVI}:55:1: constituent 2 of :Transport needs layers 108 to 215 (one per water compartment: the model has at least 108), beyond Raven's 160: Raven stops ("CModel::AddStateVariables: bad layer index specified"); this model has room for 1 constituent [RV567]`,
    ]);
  }, 120_000);

  it('says nothing of one constituent, which Raven simulates', async () => {
    const out = await ravenDecided(M, transports('Nitrate'));
    expect(out).toEqual({ ravenFails: false, ravenErrors: [], rvkit: [] });
  }, 120_000);
});
