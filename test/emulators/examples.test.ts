/**
 * corpus/<emulator>/: the project's example per emulator is exactly what `rvkit new` writes today from the
 * project's synthetic forcing file (scripts/make-examples.sh), and runs on the real engine.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import '../../src/models/index.js';
import { emulatorFromNc } from '../../src/forcing/emulatorFromNc.js';
import { EMULATORS } from '../../src/emulators/catalogue.js';
import { renderConfig } from '../../src/project/configWrite.js';
import { runRaven } from '../../src/engine/index.js';
import { OutputReader } from '../../src/output/index.js';
import { ownCorpus } from '../paths.js';
import { parseRv } from '../../src/parser/parseRv.js';
import { formatDiagnostic } from '../../src/parser/diagnostics.js';
import type { FileType } from '../../grammar/types.js';
import { checkProject } from '../../src/check/checkProject.js';
import { loadProject } from '../../src/project/load.js';
import { fileHost } from '../../src/project/fileHost.js';
import { temp } from './harness.js';

const TINY = join(ownCorpus, 'forcing', 'tiny-daily.nc');

/** RV427's finding on a gauge that gives RAINFALL and SNOWFALL while the emulator computes the snow fraction. */
const recomputed = (method: string, raven = '') =>
  `RV427 gauge Gauge_1 gives RAINFALL and SNOWFALL, but :RainSnowFraction is ${method}${raven}: Raven recomputes ` +
  'the snow fraction and warns ("both snowfall and rainfall data are provided at a gauge")';

/**
 * What rvkit check finds in what rvkit writes, each a warning Raven itself writes on these files (the run test
 * below reads RV427's in Raven_errors.txt): a zero FIELD_CAPACITY, which the reference library's Blended and
 * CanadianShield give their groundwater layers (CanadianShield's PERC_GAWSER reads it, so it is the structure's
 * value, kept); and RV427, the forcing file's rain and snow given as they are to emulators whose structure
 * computes the snow fraction (the reference library writes the same forcings).
 */
const REFERENCE_VALUES: Readonly<Record<string, readonly string[]>> = {
  GR4JCN: [recomputed('RAINSNOW_DINGMAN')],
  HBVEC: [recomputed('RAINSNOW_HBV')],
  HYPR: [recomputed('RAINSNOW_HBV')],
  Blended: [
    'RV302 FIELD_CAPACITY of soil class PHREATIC is 0',
    'RV302 FIELD_CAPACITY of soil class DEEP_GW is 0',
    recomputed('RAINSNOW_HBV'),
  ],
  CanadianShield: [
    'RV302 FIELD_CAPACITY of soil class VADOSE is 0',
    'RV302 FIELD_CAPACITY of soil class FRACBEDROCK is 0',
    recomputed('RAINSNOW_DINGMAN'),
    // The reference starts both HRUs at the same soil states, and the bedrock HRU's profile has 0 m of VADOSE:
    // Raven 4.12 writes this warning on the reference's own model too, and starts the layer empty.
    'RV361 SOIL[1] starts at 408.1961 mm in HRU 2, above the layer\'s capacity of 0 mm (0 m of VADOSE × 1000 × POROSITY 1), so Raven warns ("maximum state variable limit exceeded in initial conditions for Soil Water[1] (in HRU 2) in .rvc file") and starts the layer at its capacity',
  ],
  BasicRoute: [recomputed('RAINSNOW_DINGMAN', ", Raven's default")],
};

describe.each(Object.keys(EMULATORS))('corpus example of %s', (name) => {
  const stem = name.toLowerCase();
  const dir = join(ownCorpus, stem);

  it('is what rvkit new writes from the tiny forcing file', async () => {
    const config = await emulatorFromNc(name, { forcing: TINY, area: 250, workdir: dir });
    const files = renderConfig(config, stem);
    expect([...files.keys()].sort()).toEqual(readdirSync(dir).sort());
    for (const [file, text] of files) {
      expect([file, readFileSync(join(dir, file), 'latin1')]).toEqual([file, text]);
      // Not a warning either: in what rvkit writes, rvkit check finds nothing.
      const fileType = file.slice(-3) as FileType;
      expect(parseRv(text, { fileType, fileName: file }).diagnostics.map(formatDiagnostic)).toEqual([]);
    }
  });

  it('passes rvkit check: no error, no warning, no legacy name (beyond the reference values named above)', async () => {
    const diagnostics = await checkProject(await loadProject(dir), { host: fileHost(dir) });
    const found = diagnostics.map((d) => `${d.code} ${d.message.split(';')[0]}`);
    expect(found).toEqual(REFERENCE_VALUES[name] ?? []);
  });

  it('runs on the real engine and is evaluated against the observed flow', async () => {
    const outputdir = temp();
    // runRaven throws RavenError unless Raven completed.
    const result = await runRaven({ modelname: stem, configdir: dir, outputdir });
    expect(result.files).toContain('Diagnostics.csv');
    // CanadianShield writes text output (Raven cannot write its storage as NetCDF).
    expect(result.files.filter((f) => /^Hydrographs\.(nc|csv)$/.test(f))).toHaveLength(1);
    const nse = new OutputReader(null, outputdir).diagnostics?.DIAG_NASH_SUTCLIFFE as number[];
    expect(Number.isFinite(nse[0])).toBe(true);
    expect(existsSync(join(dir, 'output'))).toBe(false);
    // RV427 is predicted exactly where Raven writes its warning.
    const errors = readFileSync(join(outputdir, 'Raven_errors.txt'), 'latin1');
    expect(errors.includes('both snowfall and rainfall data are provided at a gauge')).toBe(
      (REFERENCE_VALUES[name] ?? []).some((f) => f.startsWith('RV427')),
    );
  }, 60_000);
});
