import { jest } from '@jest/globals';
import { field } from '../../../src/models/modelClass/field.js';
import { t } from '../../../src/models/modelClass/types.js';
import { allowedHruTypes, HRU, HRUs, ignoreUnrecognizedHrus } from '../../../src/models/rvh/index.js';
import { Variable } from '../../../src/models/symbolic/expr.js';
import { FreeSymbolError } from '../../../src/models/commandText/write.js';
import { locatedProblems, problems } from './helpers.js';
import { Config } from '../../../src/models/sections/config.js';

const ROW = {
  hru_id: 1,
  area: 4250.6,
  elevation: 843,
  latitude: 54.4848,
  longitude: -123.3659,
  subbasin_id: 1,
  land_use_class: 'LU_ALL',
  veg_class: 'VEG_ALL',
  soil_profile: 'DEFAULT_P',
  aquifer_profile: '[NONE]',
  terrain_class: '[NONE]',
  slope: 0,
  aspect: 0,
};

describe(':HRUs', () => {
  it('has the spec defaults, and writes the 13 columns Raven reads (hru_type is never written)', () => {
    expect(new HRU({}).toJSON()).toEqual({
      hru_id: 1,
      area: 0,
      elevation: 0,
      latitude: 0,
      longitude: 0,
      subbasin_id: 1,
      land_use_class: '[NONE]',
      veg_class: '[NONE]',
      soil_profile: '[NONE]',
      aquifer_profile: '[NONE]',
      terrain_class: '[NONE]',
      slope: 0,
      aspect: 0,
      hru_type: null,
    });
    expect(new HRUs([{ ...ROW, hru_type: 'land' }]).toRv()).toBe(
      ':HRUs\n' +
        '  :Attributes AREA ELEVATION LATITUDE LONGITUDE BASIN_ID LAND_USE_CLASS VEG_CLASS SOIL_PROFILE AQUIFER_PROFILE TERRAIN_CLASS SLOPE ASPECT\n' +
        '  :Units km2 m deg deg none none none none none none deg deg\n' +
        '  1 4250.6 843 54.4848 -123.3659 1 LU_ALL VEG_ALL DEFAULT_P [NONE] [NONE] 0 0\n' +
        ':EndHRUs\n',
    );
  });

  it('round-trips through its text', () => {
    const hrus = new HRUs([ROW, { ...ROW, hru_id: 2, area: 1e-3, slope: 12.5, aspect: 360 }]);
    expect(HRUs.parse(hrus.toRv()).toJSON()).toEqual(hrus.toJSON());
  });

  it('bounds hru_id and subbasin_id above 0, slope at least 0, aspect from 0 to 360', () => {
    expect(
      problems(() => new HRUs([{ hru_id: 0, subbasin_id: -1, slope: -0.5, aspect: 360.5 }, { aspect: -1 }])),
    ).toEqual([
      'root.0.hru_id: must be greater than 0',
      'root.0.subbasin_id: must be greater than 0',
      'root.0.slope: must be at least 0',
      'root.0.aspect: must be at most 360',
      'root.1.aspect: must be at least 0',
    ]);
    expect(problems(() => new HRU({ land_use_class: 3, colour: 'red' }))).toEqual([
      'colour: unknown field of HRU',
      'land_use_class: must be a string',
    ]);
  });

  it('reads by the fixed column order, points at wrong words, and reads [NONE] numbers as 0 as Raven does', () => {
    const text =
      ':HRUs\n' +
      '  :Attributes, AREA, ELEVATION\n' +
      '  :Units, km2, m\n' +
      '  1, 10.0, 500, 50.0, -120.0, 1, LU, VEG, SOIL, [NONE], [NONE], [NONE], [NONE]\n' +
      '  2, 10.0, 500, 50.0, -120.0, 0, LU, VEG, SOIL, [NONE], [NONE], 5, 400\n' +
      '  3, 10.0, 500\n' +
      ':EndHRUs\n';
    expect(locatedProblems(() => HRUs.parse(text))).toEqual([
      '5:31 root.1.subbasin_id: must be greater than 0',
      '5:68 root.1.aspect: must be at most 360',
      '6:3 root.2: has 3 values; Raven reads 13: ID AREA ELEVATION LATITUDE LONGITUDE BASIN_ID LAND_USE_CLASS VEG_CLASS SOIL_PROFILE AQUIFER_PROFILE TERRAIN_CLASS SLOPE ASPECT',
    ]);
    const one = HRUs.parse(
      ':HRUs\n 1 10 500 50 -120 1 LU VEG SOIL [NONE] [NONE] [NONE] [NONE] extra ignored\n:EndHRUs\n',
    );
    expect(one.at(0)?.toJSON()).toMatchObject({ slope: 0, aspect: 0, soil_profile: 'SOIL' });
  });

  it('writes no symbolic area: Raven needs numbers', () => {
    expect(() => new HRUs([{ ...ROW, area: new Variable('A') }]).toRv()).toThrow(FreeSymbolError);
  });

  it('rename: renames attribute values in a validated copy', () => {
    const hrus = new HRUs([ROW, { ...ROW, hru_id: 2, land_use_class: 'FOREST' }]);
    const renamed = hrus.rename({ land_use_class: { FOREST: 'LU_FOREST' }, subbasin_id: { 1: 5 } });
    expect(renamed).toBeInstanceOf(HRUs);
    expect(renamed.root.map((h) => [h.land_use_class, h.subbasin_id])).toEqual([
      ['LU_ALL', 5],
      ['LU_FOREST', 5],
    ]);
    expect(hrus.root[1].land_use_class).toBe('FOREST');
    expect(problems(() => hrus.rename({ colour: { a: 'b' } }))).toEqual(['colour: unknown HRU attribute']);
    expect(problems(() => hrus.rename({ subbasin_id: { 1: 0 } }))).toEqual([
      'root.0.subbasin_id: must be greater than 0',
      'root.1.subbasin_id: must be greater than 0',
    ]);
  });

  it('ignore_unrecognized_hrus: an emulator table drops HRUs of a type none of its classes has', () => {
    class LandHRU extends HRU {
      @field(t.str(), { nullable: true, default: 'land' })
      override hru_type!: string | null;
    }
    class LakeHRU extends HRU {
      @field(t.str(), { nullable: true, default: 'lake' })
      override hru_type!: string | null;
    }
    class LandHRUs extends HRUs {
      @field(t.list(t.model(() => LandHRU)))
      @ignoreUnrecognizedHrus()
      override root!: HRU[];
    }
    class TwoTypeHRUs extends HRUs {
      @field(
        t.list(
          t.union(
            t.model(() => LandHRU),
            t.model(() => LakeHRU),
          ),
        ),
      )
      @ignoreUnrecognizedHrus()
      override root!: HRU[];
    }
    expect(allowedHruTypes(TwoTypeHRUs, 'root')).toEqual(['land', 'lake', null]);
    expect(allowedHruTypes(HRUs, 'root')).toBeUndefined();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const kept = new LandHRUs([
        { ...ROW, hru_type: 'land' },
        { ...ROW, hru_id: 2, hru_type: 'glacier' },
        { ...ROW, hru_id: 3 },
      ]);
      expect(kept.root.map((h) => [h.hru_id, h.hru_type])).toEqual([
        [1, 'land'],
        [3, 'land'],
      ]);
      expect(warn).toHaveBeenCalledWith('1 HRU(s) with an unrecognized hru_type were ignored');
      // The plain HRU has no hru_type of its own: the :HRUs table keeps everything.
      expect(new HRUs([{ ...ROW, hru_type: 'glacier' }]).length).toBe(1);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('reads a large table quickly (one fast check per row, not a class-validator pass)', () => {
    const rows = Array.from(
      { length: 5000 },
      (_, i) =>
        `  ${i + 1} 1.5 100 45.123456789012345 -80.98765432109876 ${(i % 50) + 1} LU VEG SOIL [NONE] [NONE] 2.5 180\n`,
    );
    const text = `:HRUs\n${rows.join('')}:EndHRUs\n`;
    HRUs.parse(text);
    const t0 = performance.now();
    const hrus = HRUs.parse(text);
    expect(hrus.length).toBe(5000);
    expect(performance.now() - t0).toBeLessThan(1500);
  });
});

describe(':HRUs given to another model', () => {
  // A model built from plain rows takes the HRUs it made for them as they are; HRUs taken from a finished
  // model and given to another are copied, so that editing one model never changes the other.
  it('are copied, not shared', () => {
    const hrus = (c: Config) => c.hrus as HRUs;
    const a = new Config({ HRUs: [ROW] });
    const b = new Config({ HRUs: hrus(a).root });
    expect(hrus(b).root).not.toBe(hrus(a).root);
    expect(hrus(b).root[0]).not.toBe(hrus(a).root[0]);
    expect(hrus(b).toJSON()).toEqual(hrus(a).toJSON());
    hrus(b).root[0]!.area = 2;
    expect(hrus(a).root[0]!.area).toBe(ROW.area);
  });
});
