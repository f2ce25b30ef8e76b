/** The process models: one class per model of the interface, their rules, their lines, reading and writing. */
import {
  PROCESS_MODEL_NAMES,
  PROCESS_MODELS,
  defaultAlgo,
  type ProcessModelName,
} from '../../../src/models/processes/catalogue.js';
import {
  Baseflow,
  CanopySublimation,
  CapilaryRise,
  CapillaryRise,
  Flush,
  LateralEquilibrate,
  LateralFlush,
  Overflow,
  PROCESS_CLASSES,
  Precipitation,
  Process,
  SnowAlbedoEvolve,
  SnowMelt,
  Split,
  withAliases,
} from '../../../src/models/rvi/index.js';
import { firstNode, locatedProblems, problemsOf } from './helpers.js';

/** A valid instance of every writable model: its first algorithm, SOIL[0] to SOIL[1] (and a fraction). */
function sample(name: ProcessModelName): Process {
  const spec = PROCESS_MODELS[name];
  const algo = spec.algo.kind === 'oneOf' ? spec.algo.values[0] : defaultAlgo(spec);
  const to = spec.to.length === 2 ? ['SOIL[1]', 'SOIL[2]'] : ['SOIL[1]'];
  const extra = spec.fields.length ? { p: 0.5 } : {};
  return new PROCESS_CLASSES[name]({ algo, source: 'SOIL[0]', to, ...extra });
}

const WRITABLE = PROCESS_MODEL_NAMES.filter((n) => n !== 'LateralFlush' && n !== 'LateralEquilibrate');

describe('process model classes', () => {
  it('has one real class per model of the interface, named after it', () => {
    expect(Object.keys(PROCESS_CLASSES)).toEqual([...PROCESS_MODEL_NAMES]);
    expect(PROCESS_MODEL_NAMES).toHaveLength(35);
    for (const name of PROCESS_MODEL_NAMES) {
      const cls = PROCESS_CLASSES[name];
      expect(cls.name).toBe(name);
      expect(Object.getPrototypeOf(cls)).toBe(Process);
      expect(cls.ravenName).toBe(PROCESS_MODELS[name].command);
    }
    expect(Overflow.ravenName).toBe(':-->Overflow');
    expect(CapilaryRise.ravenName).toBe(':CapillaryRise');
  });

  it('gives defaults as the interface does', () => {
    expect(new Process({}).toJSON()).toEqual({ algo: 'RAVEN_DEFAULT', source: null, to: [] });
    expect(new Precipitation({ source: 'ATMOS_PRECIP', to: ['MULTIPLE'] }).algo).toBe('PRECIP_RAVEN');
    expect(new Flush({ source: 'SOIL[0]', to: ['SOIL[1]'] }).toJSON()).toEqual({
      algo: 'RAVEN_DEFAULT',
      source: 'SOIL[0]',
      to: ['SOIL[1]'],
      p: null,
    });
    expect(new LateralFlush({}).algo).toBe('RAVEN_DEFAULT');
  });

  it('restricts algo to the values Raven reads, and requires it where there is no default', () => {
    expect(problemsOf(() => new Baseflow({ algo: 'BASE_NONE' }))).toEqual([
      'algo: must be one of BASE_VIC, BASE_TOPMODEL, BASE_LINEAR, BASE_LINEAR_CONSTRAIN, BASE_LINEAR_ANALYTIC, ' +
        'BASE_POWER_LAW, BASE_CONSTANT, BASE_THRESH_POWER, BASE_THRESH_STOR, BASE_GR4J',
    ]);
    // The interface lists BASE_SACRAMENTO, which Raven 4.12.1 does not read.
    expect(problemsOf(() => new Baseflow({ algo: 'BASE_SACRAMENTO' }))).toEqual([
      'algo: Raven 4.12.1 does not read BASE_SACRAMENTO for :Baseflow',
    ]);
    expect(problemsOf(() => new Baseflow({}))).toEqual(['algo: is required']);
    expect(problemsOf(() => new Flush({ algo: 'FLUSH_ALL' }))).toEqual(['algo: must be RAVEN_DEFAULT']);
    // Raven's name, and the interface's spelling of it, which is held as Raven's.
    expect(new SnowAlbedoEvolve({ algo: 'SNOALB_UBCWM' }).algo).toBe('SNOALB_UBCWM');
    expect(new SnowAlbedoEvolve({ algo: 'SNOALB_UBC' }).algo).toBe('SNOALB_UBCWM');
    expect(new LateralEquilibrate({ algo: 'ANYTHING' }).algo).toBe('ANYTHING');
  });

  it('requires state variables for source and to (layers, constituents and aliases too)', () => {
    expect(
      problemsOf(() => new Baseflow({ algo: 'BASE_LINEAR', source: 'SOILS', to: ['SURFACE_WATER', 'X'] })),
    ).toEqual([
      'source: "SOILS" is not a state variable (nor an :Alias of the model)',
      'to: item 1 "X" is not a state variable (nor an :Alias of the model)',
    ]);
    expect(new Baseflow({ algo: 'BASE_LINEAR', source: 'soil[3]', to: ['!Nitrate|SOIL'] }).source).toBe(
      'soil[3]',
    );
    const p = withAliases(['FAST_RES'], () => new Baseflow({ algo: 'BASE_LINEAR', source: 'FAST_RES' }));
    expect(p.source).toBe('FAST_RES');
    // The copy remembers the aliases the process was validated with.
    expect(p.copy({ algo: 'BASE_VIC' }).algo).toBe('BASE_VIC');
    expect(problemsOf(() => new Baseflow({ algo: 'BASE_LINEAR', source: 'FAST_RES' }))).toEqual([
      'source: "FAST_RES" is not a state variable (nor an :Alias of the model)',
    ]);
  });

  it('checks Split (to of exactly 2, fraction required) and Flush (fraction in [0, 1])', () => {
    expect(problemsOf(() => new Split({ source: 'SOIL[0]', to: ['SOIL[1]'] }))).toEqual([
      'to: must have exactly 2 items',
      'p: must be a number',
    ]);
    expect(problemsOf(() => new Split({ source: 'SOIL[0]' }))).toEqual([
      'to: is required',
      'p: must be a number',
    ]);
    expect(problemsOf(() => new Flush({ source: 'SOIL[0]', to: ['SOIL[1]'], p: 1.5 }))).toEqual([
      'p: must be at most 1',
    ]);
    expect(problemsOf(() => new Baseflow({ algo: 'BASE_LINEAR', p: 0.5 }))).toEqual([
      'p: unknown field of Baseflow',
    ]);
  });
});

describe('process lines', () => {
  it('writes the engine form: name, algorithm, source, targets, fraction', () => {
    expect(sample('Split').toRv()).toBe(':Split RAVEN_DEFAULT SOIL[0] SOIL[1] SOIL[2] 0.5\n');
    expect(sample('Overflow').toRv()).toBe(':-->Overflow OVERFLOW_RAVEN SOIL[0] SOIL[1]\n');
    expect(sample('CapilaryRise').toRv()).toBe(':CapillaryRise RISE_HBV SOIL[0] SOIL[1]\n');
    expect(new Flush({ source: 'SOIL[0]', to: ['SOIL[1]'] }).toRv()).toBe(
      ':Flush RAVEN_DEFAULT SOIL[0] SOIL[1]\n',
    );
    // The interface's SNOALB_UBC is written as Raven reads it.
    expect(new SnowAlbedoEvolve({ algo: 'SNOALB_UBC' }).toRv()).toBe(':SnowAlbedoEvolve SNOALB_UBCWM\n');
  });

  it('refuses lines Raven would ignore or misread', () => {
    expect(() => new Baseflow({ algo: 'BASE_LINEAR', source: 'SOIL[1]' }).toRv()).toThrow(
      'Baseflow: Raven reads :Baseflow ALGORITHM FROM TO and ignores a line with 2 argument(s)',
    );
    expect(() => new Baseflow({ algo: 'BASE_LINEAR', to: ['SURFACE_WATER'] }).toRv()).toThrow(
      'Baseflow: source is null but to is given; Raven would read SURFACE_WATER as the source',
    );
    expect(() => new Flush({ source: 'SOIL[0]', to: ['SOIL[1]', 'SOIL[2]'] }).toRv()).toThrow(
      'Flush: Raven reads :Flush ALGORITHM FROM TO {FRACTION}, so to must have 1 item(s)',
    );
    expect(() => new Process({ source: 'SOIL[0]', to: ['SOIL[1]'] }).toRv()).toThrow(
      'Process has no Raven command: use a specialised process model (Baseflow, …)',
    );
    expect(() => new LateralFlush({ source: 'SOIL[0]', to: ['SOIL[1]'] }).toRv()).toThrow(
      'LateralFlush: Raven reads :LateralFlush RAVEN_DEFAULT FROM_HRU_GROUP FROM_SV To TO_HRU_GROUP TO_SV ' +
        "{INTERBASIN}; the interface's model holds no HRU group, so it cannot be written or read",
    );
  });

  it('reads back every writable model as it was written', () => {
    expect(WRITABLE).toHaveLength(33);
    for (const name of WRITABLE) {
      const p = sample(name);
      const cls = PROCESS_CLASSES[name];
      expect(cls.fromRv(firstNode(p.toRv(), 'rvi')).toJSON()).toEqual(p.toJSON());
      expect(cls.parse(p.toRv()).toJSON()).toEqual(p.toJSON());
      // Process.fromRv picks the model by the command; CapilaryRise writes :CapillaryRise, read as CapillaryRise.
      const read = Process.fromRv(firstNode(p.toRv(), 'rvi'));
      expect(read.constructor).toBe(name === 'CapilaryRise' ? CapillaryRise : cls);
      expect(read.toJSON()).toEqual(p.toJSON());
    }
  });

  it('reads every spelling Raven dispatches to the same process', () => {
    const read = (line: string) => Process.fromRv(firstNode(line, 'rvi'));
    expect(read(':Overflow OVERFLOW_RAVEN SOIL[0] SOIL[1]')).toBeInstanceOf(Overflow);
    expect(read(':CanopySnowEvap CANEVP_ALL CANOPY_SNOW ATMOSPHERE')).toBeInstanceOf(CanopySublimation);
    expect(read(':CanopySnowEvap CANEVP_ALL CANOPY_SNOW ATMOSPHERE').toRv()).toBe(
      ':CanopySublimation CANEVP_ALL CANOPY_SNOW ATMOSPHERE\n',
    );
    expect(read(':Snowmelt MELT_POTMELT SNOW PONDED_WATER')).toBeInstanceOf(SnowMelt);
  });

  it('reads the fraction of Split and Flush, and ignores words Raven ignores', () => {
    const split = Split.fromRv(
      firstNode(':Split RAVEN_DEFAULT SOIL[2] CONVOLUTION[0] CONVOLUTION[1] 0.9 x', 'rvi'),
    );
    expect(split.toJSON()).toEqual({
      algo: 'RAVEN_DEFAULT',
      source: 'SOIL[2]',
      to: ['CONVOLUTION[0]', 'CONVOLUTION[1]'],
      p: 0.9,
    });
    expect(Flush.parse(':Flush RAVEN_DEFAULT SOIL[0] SOIL[1] 0.25').toJSON()).toMatchObject({ p: 0.25 });
  });

  it('points at the words that are wrong, and says why a line cannot be read', () => {
    const text = ':Alias FAST SOIL[0]\n:Baseflow BASE_FAST FAST SURFACE\n';
    expect(locatedProblems(() => Baseflow.parse(text))).toEqual([
      expect.stringMatching(/^2:11 algo: must be one of BASE_VIC, /),
      '2:26 to: item 0 "SURFACE" is not a state variable (nor an :Alias of the model)',
    ]);
    expect(
      locatedProblems(() => Process.parse(':Flush RAVEN_DEFAULT SOIL[0] SOIL[1] FRACT_BY_SUBBASIN')),
    ).toEqual(['1:38 p: must be a number']);
    expect(locatedProblems(() => Process.parse(':Baseflow BASE_LINEAR SOIL[0]'))).toEqual([
      '1:1 : Raven reads :Baseflow ALGORITHM FROM TO and ignores a line with 2 argument(s)',
    ]);
    // A process the interface has no model for reads as its extension model, made from its catalogue entry.
    const glacier = Process.fromRv(
      firstNode(':GlacierInfiltration GINFIL_UBCWM PONDED_WATER MULTIPLE', 'rvi'),
    );
    expect(glacier.constructor.name).toBe('GlacierInfiltration');
    expect(glacier.toJSON()).toEqual({ algo: 'GINFIL_UBCWM', source: 'PONDED_WATER', to: ['MULTIPLE'] });
    expect(
      problemsOf(() =>
        Process.fromRv(firstNode(':GlacierInfiltration GINFIL_X PONDED_WATER MULTIPLE', 'rvi')),
      ),
    ).toEqual(['algo: must be one of GINFIL_UBCWM']);
    expect(
      problemsOf(() => Baseflow.fromRv(firstNode(':Percolation PERC_LINEAR SOIL[0] SOIL[1]', 'rvi'))),
    ).toEqual([
      expect.stringMatching(/^algo: must be one of BASE_VIC/),
      ': Baseflow is written :Baseflow, not :Percolation',
    ]);
    expect(
      locatedProblems(() => LateralFlush.parse(':LateralFlush RAVEN_DEFAULT G1 SOIL[0] To G2 SOIL[1]')),
    ).toContain(
      '1:1 : Raven reads :LateralFlush RAVEN_DEFAULT FROM_HRU_GROUP FROM_SV To TO_HRU_GROUP TO_SV {INTERBASIN}; ' +
        "the interface's model holds no HRU group, so it cannot be written or read",
    );
  });
});
