/**
 * A generated model for the checker bench: the Irondequoit GR4J emulation of the corpus spread over a network
 * of subbasins (each draining into subbasin ⌊i/2⌋, so the network is a deep binary tree) with several HRUs
 * each, in-channel routing, and one gauge with a few days of data. Raven runs it as it is.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const IRONDEQUOIT = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Irondequoit';

/** Writes `big.rvi` … `big.rvc` into `dir`; returns the stem. */
export function writeCheckModel(
  corpus: string,
  dir: string,
  subbasins: number,
  hrusPerSubbasin: number,
): string {
  const src = (name: string) => readFileSync(join(corpus, IRONDEQUOIT, name), 'latin1').replace(/\r/g, '');
  const rvi = src('Irondequoit.rvi')
    .replace(/:Duration\s+\d+/, ':Duration 5')
    .replace(/:Routing\s+ROUTE_NONE/, ':Routing ROUTE_DIFFUSIVE_WAVE')
    .replace(/:CatchmentRoute\s+ROUTE_DUMP/, ':CatchmentRoute ROUTE_TRI_CONVOLUTION');
  const rvp =
    src('Irondequoit.rvp') +
    [
      ':AvgAnnualRunoff 350',
      ':ChannelProfile CHANNEL',
      '  :Bedslope 0.001',
      '  :SurveyPoints',
      '    0 10',
      '    10 0',
      '    20 0',
      '    30 10',
      '  :EndSurveyPoints',
      '  :RoughnessZones',
      '    0 0.035',
      '  :EndRoughnessZones',
      ':EndChannelProfile',
      '',
    ].join('\n');
  const rvh: string[] = [
    ':SubBasins',
    '  :Attributes, NAME, DOWNSTREAM_ID, PROFILE, REACH_LENGTH, GAUGED',
    '  :Units, none, none, none, km, none',
  ];
  for (let i = 1; i <= subbasins; i++) {
    rvh.push(`  ${i}, sub${i}, ${i === 1 ? -1 : Math.floor(i / 2)}, CHANNEL, 2.5, ${i === 1 ? 1 : 0}`);
  }
  rvh.push(':EndSubBasins', ':HRUs');
  rvh.push(
    '  :Attributes, AREA, ELEVATION, LATITUDE, LONGITUDE, BASIN_ID, LAND_USE_CLASS, VEG_CLASS, SOIL_PROFILE, AQUIFER_PROFILE, TERRAIN_CLASS, SLOPE, ASPECT',
    '  :Units, km2, m, deg, deg, none, none, none, none, none, none, deg, deg',
  );
  let id = 0;
  for (let i = 1; i <= subbasins; i++) {
    for (let k = 0; k < hrusPerSubbasin; k++) {
      id++;
      const lat = (43 + (id % 100) / 1000).toFixed(3);
      rvh.push(
        `  ${id}, 0.65, ${170 + (id % 50)}, ${lat}, -81.0, ${i}, LU_ALL, VEG_ALL, DEFAULT_P, [NONE], [NONE], 0, 0`,
      );
    }
  }
  rvh.push(':EndHRUs', '');
  const days = 10;
  const rvt = [':Gauge', '  :Latitude 43', '  :Longitude -81', '  :Elevation 172', '  :MultiData'];
  rvt.push(`    2000-01-01 00:00:00 1.0 ${days}`, '    :Parameters,PRECIP,TEMP_DAILY_MIN,TEMP_DAILY_MAX,PET');
  rvt.push('    :Units,mm/d,C,C,mm/d');
  for (let d = 0; d < days; d++) rvt.push(`    ${(d % 3) * 2.5},${-2 + (d % 4)},${6 + (d % 5)},0.5`);
  rvt.push('  :EndMultiData', ':EndGauge', '');
  const stem = 'big';
  writeFileSync(join(dir, `${stem}.rvi`), rvi);
  writeFileSync(join(dir, `${stem}.rvp`), rvp);
  writeFileSync(join(dir, `${stem}.rvh`), rvh.join('\n'));
  writeFileSync(join(dir, `${stem}.rvt`), rvt.join('\n'));
  writeFileSync(join(dir, `${stem}.rvc`), src('Irondequoit.rvc'));
  return stem;
}
