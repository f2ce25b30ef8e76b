/**
 * `rvkit new --from-basinmaker`: a model from a routing product and gridded forcing files checks without error and
 * runs on the real Raven 4.12, rvkit's warnings being exactly those Raven writes (the product's own channel
 * geometry can be too small for a subbasin's reference flow: Raven warns, RV360 says so before the run); its grid
 * weights are those rvkit gridweights gives; wrong input writes nothing.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCommand } from '../../src/cli/commands/check.js';
import { gridweightsCommand } from '../../src/cli/commands/gridweights.js';
import { newCommand } from '../../src/cli/commands/new.js';
import { runCommand } from '../../src/cli/commands/run.js';
import { call } from '../cli/call.js';
import { sharedCorpus } from '../paths.js';

const SAMPLE = join(sharedCorpus, 'Ouranosinc__raven-testdata/raven-routing-sample');
const VIC = [
  '--forcing',
  join(SAMPLE, 'VIC_streaminputs.nc'),
  '--forcing',
  join(SAMPLE, 'VIC_temperatures.nc'),
];
const NAMES = ['--alt-name', 'PRECIP=Streaminputs', '--alt-name', 'TEMP_AVE=Avg_temp'];

describe('rvkit new --from-basinmaker', () => {
  it.each([
    ['finalcat_hru_info.zip', 'BasinMaker 1.x columns'],
    ['lievre_hrus_v21.zip', 'BasinMaker 2.x columns'],
  ])(
    'builds a model from %s that checks without error, warns as Raven does and runs on Raven',
    async (product, columns) => {
      const dir = join(mkdtempSync(join(tmpdir(), 'rvkit-bm-')), 'model');
      const made = await call(newCommand, [
        'BasicRoute',
        dir,
        '--from-basinmaker',
        join(SAMPLE, product),
        ...VIC,
        ...NAMES,
        '--avg-annual-runoff',
        '400',
        '--start',
        '2000-01-01',
        '--end',
        '2000-06-30',
        '--allow-partial',
      ]);
      expect(made.err).toContain(columns);
      expect(made.code).toBe(0);
      const checked = await call(checkCommand, [dir]);
      expect(checked.err).toMatch(/0 error\(s\), \d+ warning\(s\)/);
      expect(checked.code).toBe(0);
      const ran = await call(runCommand, [dir, '-o', join(dir, 'out')]);
      expect(ran.out).toMatch(/Raven completed/);
      expect(ran.code).toBe(0);
      // Every warning of rvkit's is one Raven writes: the subbasins whose reference flow exceeds their channel.
      const warned = [
        ...checked.out.matchAll(/warning: subbasin (\S+): its reference flow .*\[RV360\]/g),
      ].map((m) => m[1]);
      expect(warned.length).toBe(Number(/(\d+) warning\(s\)/.exec(checked.err)![1]));
      // rvkit new said so as it wrote the model: the same lines as rvkit check's.
      if (warned.length > 0) expect(made.err).toContain(`rvkit check finds ${warned.length} warning`);
      else expect(made.err).not.toContain('rvkit check finds');
      for (const line of checked.out.trim().split('\n')) expect(made.err).toContain(line);
      const ravens = readFileSync(join(dir, 'out', 'Raven_errors.txt'), 'latin1');
      const byRaven = [
        ...ravens.matchAll(/reference flow exceeds channel maximum flow in subbasin (\S+)\./g),
      ];
      expect(byRaven.map((m) => m[1]).sort()).toEqual(warned.sort());
      expect(ravens.match(/^WARNING/gm)?.length ?? 0).toBe(warned.length);
      expect(readdirSync(join(dir, 'out'))).toContain('Hydrographs.nc');
      // The weights are those of rvkit gridweights on the same HRUs and grid.
      const alone = await call(gridweightsCommand, [
        join(SAMPLE, product),
        join(SAMPLE, 'VIC_streaminputs.nc'),
        '--id',
        'HRU_ID',
        '--dissolve',
        '--allow-partial',
        '-q',
      ]);
      const rowsOf = (t: string) => t.split('\n').filter((l) => /^\s+\d+ \d+ /.test(l));
      const inModel = rowsOf(readFileSync(join(dir, 'gridweights.rvt'), 'latin1'));
      expect(inModel.length).toBeGreaterThan(100);
      expect(rowsOf(alone.out).filter((r) => inModel.includes(r))).toEqual(inModel);
    },
  );

  it('writes nothing when the forcing holds none of the forcings, and says how to name them', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'rvkit-bm-')), 'model');
    const made = await call(newCommand, [
      'BasicRoute',
      dir,
      '--from-basinmaker',
      join(SAMPLE, 'finalcat_hru_info.zip'),
      '--forcing',
      join(SAMPLE, 'VIC_streaminputs.nc'),
    ]);
    expect(made.code).toBe(1);
    expect(made.err).toContain(
      'hold none of PRECIP, RAINFALL, SNOWFALL, TEMP_AVE, TEMP_MIN, TEMP_MAX, PET by CF name: say which variable holds which with --alt-name TYPE=VARIABLE',
    );
    expect(made.err).toContain('nothing written');
    expect(existsSync(dir)).toBe(false);
  });
});
