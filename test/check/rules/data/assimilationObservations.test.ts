import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.irondequoit;
const RVT = 'Irondequoit.rvt';
/** Irondequoit's observations are in IrondequoitObserved.rvt, redirected to at the end of its .rvt. */
const before = (line: string) => ({ file: RVT, from: /^/, to: `${line}\r\n` });
const after = (line: string) => ({ file: RVT, from: /$/, to: `\r\n${line}\r\n` });
const RVI_ASSIMILATE = { file: 'Irondequoit.rvi', from: /$/, to: '\r\n:AssimilateStreamflow\r\n' };
/** A lake on Irondequoit's one subbasin. */
const LAKE = {
  file: 'Irondequoit.rvh',
  from: /$/,
  to: '\r\n:Reservoir Lake1\r\n  :SubBasinID 1\r\n  :HRUID 1\r\n  :Type RESROUTE_STANDARD\r\n  :WeirCoefficient 0.6\r\n  :CrestWidth 10\r\n  :MaxDepth 5\r\n  :LakeArea 326000000\r\n:EndReservoir\r\n',
};

describe('RV470 assimilation-observations, against Raven 4.12.1', () => {
  it("predicts Raven's warnings for assimilation asked before the observations are read, and for none joining", async () => {
    const out = await ravenWarned(M, [
      before(':AssimilateStreamflow 1'),
      before(':AssimilateReservoirStage 1'),
      RVI_ASSIMILATE,
      LAKE,
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['Assimilate#1', 'ParseTimeSeriesFile#40', 'ParseTimeSeriesFile#45']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown).toEqual([
      'Irondequoit.rvi:57:1: :AssimilateStreamflow: no subbasin joins the assimilation (an .rvt or .rve \':AssimilateStreamflow SBID\' after a regular HYDROGRAPH series of it): Raven assimilates nothing and warns ("InitializeDataAssimlation: :AssimilateStreamflow command was used in .rvi file, but no observations were enabled for assimilation using :AssimilateStreamflow command in .rvt file") [RV470]',
      `${RVT}:1:27: :AssimilateReservoirStage 1: no regular RESERVOIR_STAGE :ObservationData of subbasin 1: Raven leaves it out of the assimilation and warns ("ParseTimeSeriesFile::AssimilateReservoirStage: no observation time series associated with subbasin 1. Cannot assimilate flow in this subbasin.") [RV470]`,
      `${RVT}:2:23: :AssimilateStreamflow 1: the subbasin's regular HYDROGRAPH series comes after this command, and Raven looks only among the series read before it: Raven leaves it out of the assimilation and warns ("ParseTimeSeriesFile::AssimilateStreamflow: no observation time series associated with subbasin 1. Cannot assimilate flow in this subbasin.") [RV470]`,
    ]);
  }, 120_000);

  it('says nothing where the subbasin’s hydrograph is read first', async () => {
    const out = await ravenWarned(M, [after(':AssimilateStreamflow 1'), RVI_ASSIMILATE]);
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
