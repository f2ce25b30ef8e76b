import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const reservoir = (name: string, sb: number) =>
  `:Reservoir ${name}\r\n  :SubBasinID ${sb}\r\n  :HRUID 1\r\n  :WeirCoefficient 0.6\r\n  :CrestWidth 10\r\n  :MaxDepth 5\r\n  :LakeArea 100000\r\n:EndReservoir\r\n`;

describe('RV114 reservoir-per-subbasin', () => {
  it('points at a second reservoir in one subbasin', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvh', from: /$/, to: `\r\n${reservoir('LakeA', 1)}${reservoir('LakeB', 1)}` },
    ]);
    expect(only('RV114', out)).toEqual([
      'Irondequoit.rvh:27:15: error: subbasin 1 already has a reservoir (line 19): a subbasin holds one reservoir at its outlet; correct the :SubBasinID [RV114]',
    ]);
  });
});
