/**
 * Edits that follow a subbasin named by a command's argument in the .rvt (the catalogue's `idOf` marker:
 * `:BasinInflowHydrograph`, `:OverrideStreamflow`, the `:Reservoir…` series, `:SpecifyGaugeForHRU` …). York's
 * .rvt reaches, through `:RedirectToFile`, a `:BasinInflowHydrograph` of subbasin 6 (the York River inflow at
 * Bancroft): a removal names it and refuses, or removes its block with `cascade`; a rename changes its ID.
 * York does not run on Raven 4.12 (its NetCDF forcings are not in the source repository, RUNNABLE.md), so the
 * run is on Salmon HBV (no corpus model that runs has such a command) with the same kind of block added to its
 * .rvt: renamed with its subbasin, Raven reads the inflow (the flows differ from the run without it) and runs
 * identically; left unrenamed, Raven drops it with a warning. The same holds for `:OverrideStreamflow`,
 * `:SpecifyGaugeForHRU` (arguments) and `:HRUFlowLengths` (a row that is part of its HRU: Raven drops the row of
 * an unknown HRU with a warning), added to Salmon's .rvt and .rvh; and for an observation, whose place is a
 * subbasin (`HYDROGRAPH`) or, for a state variable (`SNOW`), an HRU (Raven stops on an unknown one); and for a
 * live file (`.rvl`, read by Raven every day with `:ReadLiveFile`): `:SetStreamflow`, `:LandUseChange`.
 * (No corpus model has these commands, nor a `.rvm`; the added lines are the only text not from the corpus.)
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import '../../src/index.js';
import '../../src/edit/index.js';
import { EditError } from '../../src/edit/index.js';
import { Config } from '../../src/models/sections/config.js';
import {
  changedLines,
  copyModel,
  errorLines,
  removeCopies,
  runModel,
  SALMON_HBV,
  warningLines,
  type Run,
} from './engineRun.js';

afterAll(removeCopies);

const YORK = { dir: 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__York' };

/** The findings of the checker as `severity code`. */
async function findings(config: Config): Promise<string[]> {
  return (await config.check()).map((d) => `${d.severity} ${d.code}`).sort();
}

/** The error of an edit, with its referrers as `file:line what`. */
function refusal(edit: () => unknown): string[] {
  try {
    edit();
  } catch (error) {
    expect(error).toBeInstanceOf(EditError);
    return (error as EditError).referrers.map((r) => `${r.file.replace(/.*\//, '')}:${r.line} ${r.what}`);
  }
  throw new Error('the edit was not refused');
}

describe("York: a subbasin's :BasinInflowHydrograph (in a redirected .rvt)", () => {
  it('refuses to remove the subbasin, naming the series and the HRU; the model is unchanged', async () => {
    const config = await Config.load(copyModel(YORK));
    expect(refusal(() => config.remove('subbasin', '6'))).toEqual([
      'York_gridded_m_daily_i_daily.rvh:29 HRU 6 (subbasin_id)',
      'York_BancroftInflows_daily.rvt:1 :BasinInflowHydrograph of subbasin 6',
    ]);
    expect(config.diff()).toBe('');
  });

  it('removes the series with cascade (its whole block), with its subbasin, HRU and weights; no new finding', async () => {
    const config = await Config.load(copyModel(YORK));
    const before = await findings(config);
    config.remove('subbasin', '6', { cascade: true });
    const lines = changedLines(config.diff());
    // The series' 2,192 values go with its block; these are the other changed lines.
    expect(lines.filter((l) => /^-[\d.]+$/.test(l))).toHaveLength(2192);
    expect(lines.filter((l) => !/^-[\d.]+$/.test(l))).toEqual([
      '-\t\t6\tsub63\t\t\t5\t\t\t1.1\t\t\t16.98942351\t\t0',
      '-\t\t6\t39.79\t876.06\t45.056583\t-77.8071\t6\tMixed_deciduous\tMixed_deciduous\tABC2\t[NONE]\t[NONE]\t15.53\t159.75',
      '-\t6\t3.157379E-01\t1.041935E-01',
      '-:BasinInflowHydrograph 6 # York River @ Bancroft Inflows (ID: 02KD002)',
      '-2006-10-01 0:00:00 1 2192',
      '-:EndBasinInflowHydrograph',
      '-   :NumberHRUs       7',
      '+   :NumberHRUs       6',
      '-   6     4    0.244090672727',
      '-   6     7    0.12726482638',
      '-   6    10    0.485176949948',
      '-   6    11    0.143467550945',
    ]);
    // RV360 (reference flows) follows the area draining to each subbasin, which the removal changes.
    const noFlows = (f: readonly string[]) => f.filter((x) => !x.endsWith('RV360'));
    expect(noFlows(await findings(config))).toEqual(noFlows(before));
  });

  it('renames the ID on the series line with the subbasin', async () => {
    const config = await Config.load(copyModel(YORK));
    const before = await findings(config);
    config.rename('subbasin', '6', '60');
    expect(changedLines(config.diff()).filter((l) => /Bancroft/.test(l))).toEqual([
      '-:BasinInflowHydrograph 6 # York River @ Bancroft Inflows (ID: 02KD002)',
      '+:BasinInflowHydrograph 60 # York River @ Bancroft Inflows (ID: 02KD002)',
    ]);
    expect(await findings(config)).toEqual(before);
  });
});

/** A year of 25 m³/s flowing in at the upstream end of Salmon's subbasin 1, from its start date. */
const INFLOW = `\n:BasinInflowHydrograph 1\n1954-01-01 00:00:00 1.0 366\n${'25.0\n'.repeat(366)}:EndBasinInflowHydrograph\n`;

/** Salmon HBV shortened to a year with the inflow added to its .rvt, edited, saved and run. */
async function salmon(
  edit: (c: Config) => unknown,
  rvt = INFLOW,
  more: Readonly<Record<string, string>> = {},
): Promise<{ diff: string; run: Run; dir: string }> {
  const dir = copyModel(SALMON_HBV);
  // Text added at the end of a file of the model (by its suffix), the file made if there is none.
  for (const [suffix, text] of Object.entries({ rvt, ...more }))
    if (text) appendFileSync(join(dir, `${SALMON_HBV.stem}.${suffix}`), text);
  const config = await Config.load(dir);
  config.duration = 365;
  const before = await findings(config);
  edit(config);
  const diff = config.diff();
  expect(await findings(config)).toEqual(before);
  await config.writeRv(dir, undefined, true);
  const run = runModel(dir, SALMON_HBV.stem);
  expect(errorLines(run)).toEqual([]);
  return { diff, run, dir };
}

describe('Salmon HBV with a :BasinInflowHydrograph, run by Raven', () => {
  it('renames the series with its subbasin: Raven reads the inflow and runs identically', async () => {
    const without = (await salmon(() => undefined, '')).run;
    const kept = (await salmon(() => undefined)).run;
    const { diff, run, dir } = await salmon((c) => c.rename('subbasin', '1', '7'));
    expect(changedLines(diff).filter((l) => l.includes(':BasinInflowHydrograph'))).toEqual([
      '-:BasinInflowHydrograph 1',
      '+:BasinInflowHydrograph 7',
    ]);
    // Raven reads the inflow: the flows differ from the run without it.
    expect(kept.hydrographs).not.toBe(without.hydrographs);
    expect(warningLines(run)).toEqual(warningLines(kept));
    expect(run.hydrographs).toBe(kept.hydrographs);
    // Left at the old ID (what a rename that missed it would write), Raven drops the inflow with a warning.
    const rvt = join(dir, `${SALMON_HBV.stem}.rvt`);
    writeFileSync(
      rvt,
      readFileSync(rvt, 'utf8').replace(':BasinInflowHydrograph 7', ':BasinInflowHydrograph 1'),
    );
    const missed = runModel(dir, SALMON_HBV.stem);
    expect(warningLines(missed).filter((l) => !warningLines(kept).includes(l))).toEqual([
      expect.stringContaining(':BasinInflowHydrograph Subbasin 1 not in model'),
    ]);
    expect(missed.hydrographs).not.toBe(kept.hydrographs);
  });
});

/** Lines naming Salmon's subbasin 1 and HRU 1 by an argument or a row (the gauge is unnamed: Raven calls it
 * Gauge1). */
const OVERRIDE = '\n:OverrideStreamflow 1\n:SpecifyGaugeForHRU 1 Gauge1\n';
const FLOW_LENGTHS = '\n:HRUFlowLengths\n  1  1500.0\n:EndHRUFlowLengths\n';

describe('Salmon HBV with :OverrideStreamflow, :SpecifyGaugeForHRU and :HRUFlowLengths, run by Raven', () => {
  const both = (c: Config) => {
    c.rename('subbasin', '1', '7');
    c.rename('HRU', '1', '5');
  };

  it('renames them with the subbasin and the HRU: Raven finds each (no warning) and runs identically', async () => {
    const kept = (await salmon(() => undefined, OVERRIDE, { rvh: FLOW_LENGTHS })).run;
    const { diff, run, dir } = await salmon(both, OVERRIDE, { rvh: FLOW_LENGTHS });
    expect(changedLines(diff).filter((l) => /Override|Specify|^[-+] {2}\d {2}1500/.test(l))).toEqual([
      '-  1  1500.0',
      '+  5  1500.0',
      '-:OverrideStreamflow 1',
      '-:SpecifyGaugeForHRU 1 Gauge1',
      '+:OverrideStreamflow 7',
      '+:SpecifyGaugeForHRU 5 Gauge1',
    ]);
    // (Salmon has one subbasin and one gauge: the three change no flow here; Raven's warnings below show that
    // it reads each, at the new ID.)
    expect(warningLines(run)).toEqual(warningLines(kept));
    expect(run.hydrographs).toBe(kept.hydrographs);
    // Left at the old IDs, Raven warns of each and drops them.
    const rvt = join(dir, `${SALMON_HBV.stem}.rvt`);
    const rvh = join(dir, `${SALMON_HBV.stem}.rvh`);
    writeFileSync(
      rvt,
      readFileSync(rvt, 'utf8')
        .replace(':OverrideStreamflow 7', ':OverrideStreamflow 1')
        .replace(':SpecifyGaugeForHRU 5', ':SpecifyGaugeForHRU 1'),
    );
    writeFileSync(rvh, readFileSync(rvh, 'utf8').replace('  5  1500.0', '  1  1500.0'));
    const missed = runModel(dir, SALMON_HBV.stem);
    expect(warningLines(missed).filter((l) => !warningLines(kept).includes(l))).toEqual([
      expect.stringContaining('Bad HRU index in :HRUFlowLengths command'),
      expect.stringContaining('Trying to override streamflow at non-existent subbasin 1'),
      expect.stringContaining('invalid HRU ID in :SpecifyGaugeForHRU command: 1'),
    ]);
  });

  it('refuses to remove the subbasin or the HRU, naming the lines; with cascade they go', async () => {
    const dir = copyModel(SALMON_HBV);
    appendFileSync(join(dir, `${SALMON_HBV.stem}.rvt`), OVERRIDE);
    appendFileSync(join(dir, `${SALMON_HBV.stem}.rvh`), FLOW_LENGTHS);
    const config = await Config.load(dir);
    expect(refusal(() => config.remove('subbasin', '1')).filter((r) => /Override/.test(r))).toEqual([
      'raven-hbv-salmon.rvt:35 :OverrideStreamflow of subbasin 1',
    ]);
    // The flow length is the HRU's own: only the gauge line refers to it.
    expect(refusal(() => config.remove('HRU', '1'))).toEqual([
      'raven-hbv-salmon.rvt:36 :SpecifyGaugeForHRU of HRU 1',
    ]);
    expect(config.diff()).toBe('');
    config.remove('HRU', '1', { cascade: true });
    expect(changedLines(config.diff())).toEqual([
      expect.stringMatching(/^- +1, +4250.6/),
      '-  1  1500.0',
      '-:SpecifyGaugeForHRU 1 Gauge1',
      // Its value in the .rvc's :InitialConditions list.
      '-     0.50657',
    ]);
  });
});

/** An observed snow depth (a state variable: its place is an HRU) beside Salmon's observed hydrograph. */
const SNOW =
  '\n:ObservationData SNOW 1 mm\n1954-01-01 00:00:00 1.0 3\n10.0\n12.0\n11.0\n:EndObservationData\n';

describe("an observation's place is a subbasin, or an HRU for a state variable (Salmon HBV, run by Raven)", () => {
  it('renames the hydrograph with the subbasin and the snow observation with the HRU', async () => {
    const kept = (await salmon(() => undefined, SNOW)).run;
    const { diff, run } = await salmon((c) => c.rename('subbasin', '1', '7'), SNOW);
    expect(changedLines(diff).filter((l) => l.includes(':ObservationData'))).toEqual([
      '-:ObservationData\tHYDROGRAPH\t1\tm3/s',
      '+:ObservationData\tHYDROGRAPH\t7\tm3/s',
    ]);
    const hru = await salmon((c) => c.rename('HRU', '1', '5'), SNOW);
    expect(changedLines(hru.diff).filter((l) => l.includes(':ObservationData'))).toEqual([
      '-:ObservationData SNOW 1 mm',
      '+:ObservationData SNOW 5 mm',
    ]);
    for (const r of [run, hru.run]) {
      expect(warningLines(r)).toEqual(warningLines(kept));
      expect(r.hydrographs).toBe(kept.hydrographs);
    }
    // Left at the old HRU, Raven stops (salmon() has checked that the renamed model gives no error).
    const rvt = join(hru.dir, `${SALMON_HBV.stem}.rvt`);
    writeFileSync(
      rvt,
      readFileSync(rvt, 'utf8').replace(':ObservationData SNOW 5', ':ObservationData SNOW 1'),
    );
    expect(errorLines(runModel(hru.dir, SALMON_HBV.stem))).toEqual([
      expect.stringContaining('Invalid HRU ID specified in observed state variable time series SNOW'),
    ]);
  });
});

/** A live file read every day: Salmon's subbasin 1 set to 50 m³/s, its HRU 1 given its own land use again. */
const LIVE = { rvi: '\n:ReadLiveFile\n', rvl: ':SetStreamflow 1 50.0\n:LandUseChange 1 LU_ALL\n' };

describe('a live file (.rvl) naming a subbasin and an HRU (Salmon HBV, run by Raven)', () => {
  it('renames them with the subbasin and the HRU: Raven sets the flow and runs identically', async () => {
    const without = (await salmon(() => undefined, '')).run;
    const kept = (await salmon(() => undefined, '', LIVE)).run;
    const { diff, run } = await salmon(
      (c) => {
        c.rename('subbasin', '1', '7');
        c.rename('HRU', '1', '5');
      },
      '',
      LIVE,
    );
    expect(changedLines(diff).filter((l) => /SetStreamflow|LandUseChange/.test(l))).toEqual([
      '-:SetStreamflow 1 50.0',
      '-:LandUseChange 1 LU_ALL',
      '+:SetStreamflow 7 50.0',
      '+:LandUseChange 5 LU_ALL',
    ]);
    // Raven reads the live file: the flows differ from the run without it.
    expect(kept.hydrographs).not.toBe(without.hydrographs);
    expect(warningLines(run)).toEqual(warningLines(kept));
    expect(run.hydrographs).toBe(kept.hydrographs);
  });

  it('refuses to remove the subbasin, naming the .rvl line; with cascade it goes', async () => {
    const dir = copyModel(SALMON_HBV);
    for (const [suffix, text] of Object.entries(LIVE))
      appendFileSync(join(dir, `${SALMON_HBV.stem}.${suffix}`), text);
    const config = await Config.load(dir);
    expect(refusal(() => config.remove('HRU', '1'))).toEqual([
      'raven-hbv-salmon.rvl:2 :LandUseChange of HRU 1',
    ]);
    expect(refusal(() => config.remove('subbasin', '1')).filter((r) => r.includes('.rvl'))).toEqual([
      'raven-hbv-salmon.rvl:1 :SetStreamflow of subbasin 1',
    ]);
    config.remove('subbasin', '1', { cascade: true });
    expect(changedLines(config.diff()).filter((l) => /SetStreamflow|LandUseChange/.test(l))).toEqual([
      '-:SetStreamflow 1 50.0',
      '-:LandUseChange 1 LU_ALL',
    ]);
  });
});

/** A management file naming Salmon's subbasin 1 (Raven 4.12 as built here has no lp_solve, so it stops on any
 * management optimisation: this part is not run). */
const MANAGEMENT = {
  rvi: '\n:ApplyManagementOptimization\n',
  rvm: ':OverrideStageDischargeCurve 1\n:WaterDemand 1 100 Farm\n  :ReturnDestination 1\n:EndWaterDemand\n',
};

describe('a management file (.rvm) naming a subbasin (Salmon HBV)', () => {
  it('renames each with the subbasin; refuses the removal, and still refuses with cascade for a demand', async () => {
    const dir = copyModel(SALMON_HBV);
    for (const [suffix, text] of Object.entries(MANAGEMENT))
      appendFileSync(join(dir, `${SALMON_HBV.stem}.${suffix}`), text);
    const config = await Config.load(dir);
    expect(refusal(() => config.remove('subbasin', '1')).filter((r) => r.includes('.rvm'))).toEqual([
      'raven-hbv-salmon.rvm:1 :OverrideStageDischargeCurve of subbasin 1',
      'raven-hbv-salmon.rvm:2 :WaterDemand of subbasin 1',
      'raven-hbv-salmon.rvm:3 :ReturnDestination of subbasin 1',
    ]);
    // The lines after :WaterDemand apply to it: removing its line alone would give them to another demand.
    expect(refusal(() => config.remove('subbasin', '1', { cascade: true }))).toEqual([
      'raven-hbv-salmon.rvm:2 :WaterDemand of subbasin 1',
    ]);
    expect(config.diff()).toBe('');
    config.rename('subbasin', '1', '7');
    expect(changedLines(config.diff()).filter((l) => /Override|Demand|Return/.test(l))).toEqual([
      '-:OverrideStageDischargeCurve 1',
      '-:WaterDemand 1 100 Farm',
      '-  :ReturnDestination 1',
      '+:OverrideStageDischargeCurve 7',
      '+:WaterDemand 7 100 Farm',
      '+  :ReturnDestination 7',
    ]);
  });
});
