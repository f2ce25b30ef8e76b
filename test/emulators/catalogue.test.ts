/** What holds for every emulator of the catalogue, whatever its structure. */
import { readdirSync } from 'node:fs';
import '../../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import { EMULATORS, emulatorNamed } from '../../src/emulators/catalogue.js';
import { FreeSymbolError } from '../../src/models/commandText/write.js';
import { REFERENCE_PARAMS_TEXT, expectParameters, temp } from './harness.js';
import { Emulator } from '../../src/engine/emulator.js';

const HRU = { area: 100, elevation: 500, latitude: 50, longitude: -100 };
const hrus = (n = 1) => Array.from({ length: n }, () => ({ ...HRU }));
/** A gauge (some emulators put parameters into every gauge: rain and snow corrections). */
const GAUGE = {
  name: 'G',
  latitude: 50,
  longitude: -100,
  elevation: 500,
  data: [
    {
      data_type: 'RAINFALL',
      read_from_netcdf: { file_name_nc: 'forcing.nc', var_name_nc: 'rain', dim_names_nc: ['time'] },
    },
  ],
};

describe.each(Object.entries(EMULATORS))('%s', (name, entry) => {
  const specs = entry.cls.parameters;

  it('has uniquely named parameters with bounds that hold the reference values', () => {
    expect(new Set(specs.map((p) => p.name)).size).toBe(specs.length);
    expectParameters(
      entry.cls,
      specs.map((p) => p.name),
      entry.example,
    );
  });

  it("holds the reference library's parameter values, digit by digit", () => {
    // BasicRoute has no parameters; every other emulator has the reference tests' set.
    const texts = REFERENCE_PARAMS_TEXT[name] ?? [];
    expect(entry.example.map(String)).toEqual(texts.map((t) => String(Number(t))));
  });

  it('is symbolic in exactly its parameters until they are set (never written nor run before), then writes', async () => {
    const symbolic = new entry.cls({ HRUs: hrus(entry.hrus), Gauge: [GAUGE] });
    expect(symbolic.freeSymbols()).toEqual(specs.map((p) => p.name).sort());
    const dir = temp(`rvkit-${name}-`);
    if (specs.length > 0) {
      await expect(symbolic.writeRv(dir, 'm')).rejects.toThrow(FreeSymbolError);
      await expect(new Emulator(symbolic, dir, 'm').run()).rejects.toThrow(FreeSymbolError);
      expect(readdirSync(dir)).toEqual([]);
    }
    const numeric = specs.length > 0 ? symbolic.setParams(entry.example) : symbolic;
    expect(numeric).toBeInstanceOf(entry.cls);
    expect(numeric.isSymbolic).toBe(false);
    await numeric.writeRv(dir, 'm');
    expect(readdirSync(dir).sort()).toEqual(['m.rvc', 'm.rvh', 'm.rvi', 'm.rvp', 'm.rvt']);
  });

  it("takes fields by Raven's command names (the reference's wrong aliases are not needed)", () => {
    const c = new entry.cls({
      HRUs: hrus(entry.hrus),
      CatchmentRoute: 'ROUTE_TRI_CONVOLUTION',
      PrecipIceptFract: 'PRECIP_ICEPT_USER',
      GlobalParameter: { AVG_ANNUAL_RUNOFF: 123 },
      params: entry.example,
    });
    expect(c.catchment_route).toBe('ROUTE_TRI_CONVOLUTION');
    expect(c.precip_icept_frac).toBe('PRECIP_ICEPT_USER');
    // :GlobalParameter entries are merged into the emulator's own, not put in their place.
    expect((c.global_parameter as Record<string, unknown>).AVG_ANNUAL_RUNOFF).toBe(123);
  });

  it('refuses parameter lists of the wrong length, naming the parameters', () => {
    if (specs.length === 0) return expect(specs).toEqual([]);
    expect(() => new entry.cls({ HRUs: hrus(entry.hrus), params: [...entry.example, 1] })).toThrow(
      new RegExp(`${specs.length + 1} parameter values given for ${specs.length} \\(${specs[0]!.name}, `),
    );
  });
});

describe('emulatorNamed', () => {
  it('finds an emulator by name whatever the case, and lists them all when the name is unknown', () => {
    expect(emulatorNamed('hbvec').name).toBe('HBVEC');
    expect(emulatorNamed('canadianshield').name).toBe('CanadianShield');
    expect(() => emulatorNamed('GR4J')).toThrow(
      'unknown emulator GR4J (one of GR4JCN, HBVEC, HMETS, Mohyse, HYPR, SACSMA, CanadianShield, Blended, BasicRoute)',
    );
    expect(Object.keys(EMULATORS)).toHaveLength(9);
  });
});
