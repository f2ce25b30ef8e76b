/**
 * The real engine reads what the .rvh models write: the tiny GR4J model of the corpus, with its .rvh
 * replaced by text written by the models (two subbasins, HRUs, groups, properties, and a reservoir with stage
 * relations, seepage and an outflow control structure with every modelled curve and a regime).
 */
import { cpSync } from 'node:fs';
import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../../src/engine/index.js';
import {
  HRUGroup,
  HRUs,
  OutflowControlStructure,
  Reservoir,
  SBGroupPropertyMultiplier,
  StageDischargeTable,
  SubBasinGroup,
  SubBasinProperties,
  SubBasins,
} from '../../../src/models/rvh/index.js';
import { ownCorpus } from '../../paths.js';

const HRU = {
  area: 125,
  elevation: 600,
  latitude: 50,
  longitude: -100,
  land_use_class: 'LU_ALL',
  veg_class: 'VEG_ALL',
  soil_profile: 'DEFAULT_P',
};

function rvh(): string {
  const structure = new OutflowControlStructure({
    TargetSubBasin: 1,
    StageDischargeTable: [
      Object.assign(
        new StageDischargeTable([
          [0, 0],
          [1, 5],
          [3, 40],
        ]),
        { name: 'C1' },
      ),
    ],
    BasicWeir: { curve_name: 'C2', elev: 2, crest_width: 5, coeff: 0.6 },
    OperatingRegime: { name: 'Always', use_curve: 'C1', condition: 'STAGE IS_GREATER_THAN 0' },
  });
  structure.name = 'Gate';
  const reservoir = new Reservoir({
    name: 'Pond',
    SubBasinID: 2,
    HRUID: 2,
    SeepageParameters: { k_seep: 0.01, h_ref: 0 },
    StageRelations: [
      [0, 0, 0, 200000],
      [1, 2, 200000, 200000],
      [2, 10, 400000, 200000, 0],
      [3, 50, 600000, 200000, 0],
    ],
  });
  // The spec's Reservoir holds no control structure: it goes in before the closing line, where Raven reads it.
  const pond = reservoir.toRv().replace(':EndReservoir\n', `${structure.toRv()}:EndReservoir\n`);
  return [
    new SubBasins([
      { subbasin_id: 1, name: 'outlet', downstream_id: -1, reach_length: '_AUTO', gauged: true },
      { subbasin_id: 2, name: 'pond', downstream_id: 1, reach_length: 'ZERO-', gauged: true },
    ]).toRv(),
    new HRUs([
      { ...HRU, hru_id: 1, subbasin_id: 1 },
      { ...HRU, hru_id: 2, subbasin_id: 2, slope: 2.5, aspect: 90 },
    ]).toRv(),
    new HRUGroup({ name: 'All', groups: ['1-2'] }).toRv(),
    new SubBasinGroup({ name: 'Both', sb_ids: [1, 2] }).toRv(),
    new SubBasinProperties({
      parameters: ['TIME_CONC', 'TIME_TO_PEAK'],
      records: [
        { sb_id: '1', values: [1.5, 0.5] },
        { sb_id: '2', values: [1, 0.3] },
      ],
    }).toRv(),
    new SBGroupPropertyMultiplier({ group_name: 'Both', parameter_name: 'TIME_CONC', mult: 1.1 }).toRv(),
    pond,
  ].join('\n');
}

describe('the engine reads what the .rvh models write', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rvkit-rvh-'));
    cpSync(join(ownCorpus, 'gr4j-tiny'), dir, { recursive: true });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('runs to the end with the reservoir in place', async () => {
    await writeFile(join(dir, 'tiny.rvh'), rvh());
    // Two subbasins need the average annual runoff; the group is declared where Raven wants it.
    await appendFile(join(dir, 'tiny.rvp'), '\n:AvgAnnualRunoff 300\n');
    await appendFile(join(dir, 'tiny.rvi'), '\n:DefineHRUGroups All\n');
    const out = await run('tiny', dir);
    const files = await readdir(out);
    expect(files).toContain('ReservoirStages.csv');
    const stages = await readFile(join(out, 'ReservoirStages.csv'), 'utf8');
    expect(stages.split('\n')[0]).toMatch(/,pond/);
    const log = await readFile(join(out, 'Raven_errors.txt'), 'utf8');
    // Nothing written was refused or skipped: Raven warns about unknown lines in a reservoir and bad curves.
    expect(log).toMatch(/SIMULATION COMPLETE/);
    expect(log).not.toMatch(/unrecognized|improper|wrong length|invalid/i);
    expect(log).toMatch(/reservoir in basin 2/);
  });
});
