import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVH = 'raven-gr4j-salmon.rvh';
const UNKNOWN = [{ file: RVH, from: /^:SubBasins/m, to: ':FooBar 1\n:SubBasins' }];

describe('RV005 unknown-command in the .rvh, against Raven 4.12.1', () => {
  it("predicts Raven's warning in noisy mode", async () => {
    const noisy = [{ file: 'raven-gr4j-salmon.rvi', from: /^:SilentMode/m, to: ':NoisyMode' }];
    const out = await ravenWarned(M, UNKNOWN, {}, noisy);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['ParseHRUFile#21']);
    expect(out.rvkit).toEqual(['ParseHRUFile#21']);
    expect(out.shown).toEqual([
      `${RVH}:9:1: unknown command :FooBar in a .rvh file: Raven ignores it, and in noisy mode (:NoisyMode) it warns ("IGNORING unrecognized command: :FooBar in .rvh file") [RV005]`,
    ]);
  }, 120_000);

  it("is rvkit's own warning otherwise: Raven says nothing", async () => {
    expect(await ravenWarned(M, UNKNOWN)).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
