/**
 * The process commands of the .rvi: hydrologic processes (the lines between `:HydrologicProcesses` and
 * `:EndHydrologicProcesses`, and inside `:ProcessGroup`), their modifiers, and the geochemical and energy
 * processes of the transport model.
 *
 * Most hydrologic processes share one shape, `:Process ALGORITHM FROM TO {extra}`. Where the engine reads
 * the algorithm without checking it (`:Precipitation`, `:Flush`, `:Overflow` …) the argument is a plain
 * word; where the engine fixes the compartments itself (`:CanopyEvaporation CANOPY ATMOSPHERE`), `from` and
 * `to` are still read and only checked with a warning, so they stay required state variables.
 */
import { float, hruGroupRef, oneOf, optional, word } from '../common.js';
import type { Arg, CommandSpec, StoreRead } from '../types.js';
import { INTERFACE_NAMES } from '../interfaceNames.js';

/** A state variable argument (`SOIL[0]`, `MULTIPLE`, or an `:Alias` name). */
const sv = (name: string, more: Partial<Arg> = {}): Arg => ({ name, type: 'stateVar', ...more });

/**
 * A checked algorithm. Every process case of ParseMainInputFile (ParseInput.cpp) ends its chain with
 * `ExitGracefully(…, BAD_DATA_WARN)` and skips the line, except `:Recharge`, which stops at once (BAD_DATA).
 */
const algorithm = (
  values: readonly string[],
  unknown: 'error' | 'fatal' = 'error',
  more: Partial<Arg> = {},
): Arg => oneOf('algorithm', values, unknown, more);
/** The engine reads the algorithm token but accepts any value (conventionally `RAVEN_DEFAULT`). */
const anyAlgorithm: Arg = word('algorithm');

/** `:Process ALGORITHM FROM TO {extra…}`. */
function process(name: string, alg: Arg, doc: string, extra: readonly Arg[] = []): CommandSpec {
  return { name, args: [alg, sv('from'), sv('to'), ...extra], doc };
}

/** Processes that evolve a state in place: the engine reads only the algorithm. */
function evolve(name: string, alg: Arg, doc: string): CommandSpec {
  return { name, args: [alg, optional(sv('from')), optional(sv('to'))], doc };
}

/** The sublimation algorithms of snow (`:Sublimation`), which `:CanopySublimation` also takes. */
const SUBLIMATION_ALGORITHMS = [
  'SUBLIM_SVERDRUP',
  'SUBLIM_KUZMIN',
  'SUBLIM_CENTRAL_SIERRA',
  'SUBLIM_PBSM',
  'SUBLIM_KUCHMENT_GELFAN',
  'SUBLIM_BULK_AERO',
];

/** A store argument read with StringToSVType(…, strict) (see `StoreRead`). */
export const strict = (more: Omit<StoreRead, 'read'> = {}): StoreRead => ({ read: 'strict', ...more });
/** A store argument only compared with the store the process uses (FromToErrorCheck: a WARNING if it differs). */
const checked = (expect: string): StoreRead => ({ read: 'checked', expect });
const fromTo = (from: string, to: string) => ({ from: checked(from), to: checked(to) });
const SOIL_OR_GW = ['SOIL', 'GROUNDWATER'];

/**
 * A command with how Raven reads its store arguments (by argument name), and the algorithms that read them
 * otherwise (ParseInput.cpp, ParseMainInputFile, one case per process; the process's constructor or Initialize).
 */
export function stores(
  spec: CommandSpec,
  reads: Readonly<Record<string, StoreRead>>,
  byAlgorithm: Readonly<Record<string, Readonly<Record<string, StoreRead>>>> = {},
): CommandSpec {
  const args = spec.args!.map((arg): Arg => {
    const algorithms = Object.entries(byAlgorithm).filter(([, r]) => r[arg.name]);
    return {
      ...arg,
      ...(reads[arg.name] && { store: reads[arg.name] }),
      ...(algorithms.length > 0 && {
        storeByAlgorithm: Object.fromEntries(algorithms.map(([a, r]) => [a, r[arg.name]!])),
      }),
    };
  });
  return { ...spec, args };
}

const LATERAL_FLUSH_GROUP = hruGroupRef('error', "Lateral Flush - invalid 'to' or 'from' HRU Group used", {
  minArgs: 6,
});
const LATERAL_DIVERT_GROUP = hruGroupRef('error', "invalid 'to' or 'from' HRU Group used", { minArgs: 6 });

/** The HRU types (soil profile names) a soil process skips: lakes, open water, glaciers, rock, pavement, wetlands. */
const SKIPS_ALL_BUT_SOIL = ['LAKE', 'WATER', 'GLACIER', 'ROCK', 'PAVEMENT', 'WETLAND'];
/** The HRU types :Interflow and :Percolation skip (they run on glaciers and wetlands). */
const SKIPS_WATER_AND_ROCK = ['LAKE', 'WATER', 'ROCK', 'PAVEMENT'];

// Raven only tests for the word INTERBASIN; anything else leaves the exchange within the basin.
const INTERBASIN = optional(oneOf('interbasin', ['INTERBASIN'], 'ignored'));

/** Water-moving processes, in the engine's dispatch order. */
export const HYDROLOGIC_PROCESSES: readonly CommandSpec[] = [
  {
    ...stores(
      process(
        ':Baseflow',
        algorithm(
          [
            'BASE_VIC',
            'BASE_TOPMODEL',
            'BASE_LINEAR',
            'BASE_LINEAR_CONSTRAIN',
            'BASE_LINEAR_ANALYTIC',
            'BASE_POWER_LAW',
            'BASE_CONSTANT',
            'BASE_THRESH_POWER',
            'BASE_THRESH_STOR',
            'BASE_GR4J',
          ],
          'error',
          { interfaceNames: INTERFACE_NAMES[':Baseflow'] },
        ),
        'Baseflow from a storage to SURFACE_WATER.',
      ),
      {
        // Initialize also accepts GROUNDWATER, but GetRatesOfChange then reads the soil properties of a store that
        // has none and Raven crashes.
        from: strict({
          allowed: ['SOIL'],
          refusal: 'Baseflow must come from soil or groundwater unit',
          crashes: ['GROUNDWATER'],
        }),
        to: checked('SURFACE_WATER'),
      },
    ),
    // CmvBaseflow: to SURFACE_WATER whatever the line names.
    movesTo: { stores: ['SURFACE_WATER'] },
  },
  stores(
    process(
      ':CanopyEvaporation',
      algorithm(['CANEVP_RUTTER', 'CANEVP_MAXIMUM', 'CANEVP_ALL']),
      'Evaporation of intercepted rain from CANOPY to ATMOSPHERE.',
    ),
    fromTo('CANOPY', 'ATMOSPHERE'),
  ),
  stores(
    process(
      ':CanopyDrip',
      algorithm(['CANDRIP_RUTTER', 'CANDRIP_SLOWDRAIN']),
      'Drip of intercepted water from CANOPY to a chosen store.',
    ),
    { from: checked('CANOPY'), to: strict() },
  ),
  {
    ...stores(
      process(
        ':Infiltration',
        algorithm(
          [
            'INF_GREEN_AMPT',
            'INF_GA_SIMPLE',
            'INF_VIC_ARNO',
            'INF_VIC',
            'INF_RATIONAL',
            'INF_PRMS',
            'INF_HBV',
            'INF_UBC',
            'INF_PARTITION',
            'INF_GR4J',
            'INF_SCS',
            'INF_SCS_NOABSTRACTION',
            'INF_HMETS',
            'INF_ALL_INFILTRATES',
            'INF_XINANXIANG',
            'INF_PDM',
            'INF_AWBM',
          ],
          'error',
          { interfaceNames: INTERFACE_NAMES[':Infiltration'] },
        ),
        'Partitions PONDED_WATER between infiltration and runoff (to is normally MULTIPLE).',
      ),
      fromTo('PONDED_WATER', 'MULTIPLE'),
    ),
    skipsProfiles: SKIPS_ALL_BUT_SOIL,
    // CmvInfiltration's constructor: ponded water to the top soil and to surface water, more for some.
    movesTo: {
      stores: ['SOIL[0]', 'SURFACE_WATER'],
      byAlgorithm: {
        INF_GA_SIMPLE: ['SOIL[0]', 'SURFACE_WATER', 'CUM_INFIL', 'GA_MOISTURE_INIT'],
        INF_UBC: ['SOIL[0]', 'SURFACE_WATER', 'SOIL[1]', 'SOIL[2]', 'SOIL[3]'],
        INF_HMETS: ['SOIL[0]', 'SURFACE_WATER', 'CONVOLUTION[0]', 'CONVOLUTION[1]'],
        INF_XINANXIANG: ['SOIL[0]', 'SURFACE_WATER', 'SOIL[1]'],
        INF_AWBM: ['SOIL[0]', 'SOIL[1]', 'SOIL[2]', 'SURFACE_WATER', 'SOIL[3]'],
      },
    },
  },
  {
    ...stores(
      process(
        ':Percolation',
        algorithm([
          'PERC_POWER_LAW',
          'POWER_LAW',
          'PERC_GAWSER',
          'PERC_GAWSER_CONSTRAIN',
          'PERC_PRMS',
          'PERC_SACRAMENTO',
          'PERC_CONSTANT',
          'PERC_LINEAR',
          'PERC_LINEAR_ANALYTIC',
          'PERC_GR4J',
          'PERC_GR4JEXCH',
          'PERC_GR4JEXCH2',
          'PERC_ASPEN',
        ]),
        'Downward movement of water between soil or groundwater stores.',
      ),
      {
        // PERC_SACRAMENTO reads the soil properties of the target's layer, GetStateVarLayer: a GROUNDWATER store
        // counts as layer 0 there, so it runs (Raven 4.12.1 completes a whole run).
        from: strict({ expect: 'SOIL', allowed: ['SOIL'], refusal: 'percolation must be from a soil unit' }),
        to: strict({
          allowed: SOIL_OR_GW,
          refusal: 'percolation must be between two soil or groundwater units',
        }),
      },
    ),
    skipsProfiles: SKIPS_WATER_AND_ROCK,
    movesTo: { stores: ['@to'] },
  },
  stores(
    {
      ...process(
        ':SnowMelt',
        algorithm(['MELT_POTMELT']),
        'Obsolete snowmelt process; only the target store is used.',
      ),
      aliases: [':Snowmelt'],
    },
    { to: strict() },
  ),
  {
    ...stores(
      process(
        ':SoilEvaporation',
        algorithm(
          [
            'SOILEVAP_VIC',
            'SOILEVAP_TOPMODEL',
            'SOILEVAP_SEQUEN',
            'SOILEVAP_ROOT',
            'SOILEVAP_ROOT_CONSTRAIN',
            'SOILEVAP_HBV',
            'SOILEVAP_HYPR',
            'SOILEVAP_UBC',
            'SOILEVAP_PDM',
            'SOILEVAP_CHU',
            'SOILEVAP_GR4J',
            'SOILEVAP_LINEAR',
            'SOILEVAP_SACSMA',
            'SOILEVAP_AWBM',
            'SOILEVAP_ALL',
            'SOILEVAP_HYMOD2',
          ],
          'error',
          { interfaceNames: INTERFACE_NAMES[':SoilEvaporation'] },
        ),
        'Evapotranspiration from soil (a layer or MULTIPLE) to ATMOSPHERE.',
      ),
      { to: checked('ATMOSPHERE') },
    ),
    skipsProfiles: SKIPS_ALL_BUT_SOIL,
  },
  stores(
    process(
      ':SnowBalance',
      algorithm(
        [
          'SNOBAL_COLD_CONTENT',
          'SNOBAL_SIMPLE_MELT',
          'UBC',
          'SNOBAL_UBCWM',
          'SNOBAL_HBV',
          'SNOBAL_CEMA_NIEGE',
          'SNOBAL_CEMA_NEIGE',
          'SNOBAL_TWO_LAYER',
          'SNOBAL_GAWSER',
          'SNOBAL_CRHM_EBSM',
          'SNOBAL_HMETS',
        ],
        'error',
        { interfaceNames: INTERFACE_NAMES[':SnowBalance'] },
      ),
      'Snowpack melt and refreeze balance; only SNOBAL_SIMPLE_MELT uses the target store.',
    ),
    {},
    {
      SNOBAL_SIMPLE_MELT: {
        to: strict({
          allowed: ['PONDED_WATER', 'SNOW_LIQ'],
          refusal: 'SNOBAL_SIMPLE_MELT target should be either PONDED_WATER or SNOW_LIQ',
        }),
      },
    },
  ),
  stores(
    process(
      ':Sublimation',
      algorithm(SUBLIMATION_ALGORITHMS, 'error', { interfaceNames: INTERFACE_NAMES[':Sublimation'] }),
      'Sublimation from SNOW to ATMOSPHERE.',
    ),
    fromTo('SNOW', 'ATMOSPHERE'),
  ),
  {
    ...stores(
      process(
        ':OpenWaterEvaporation',
        algorithm(['OPEN_WATER_EVAP', 'OPEN_WATER_RIPARIAN', 'OPEN_WATER_UWFS']),
        'Evaporation from an open-water store (PONDED_WATER, DEPRESSION, SURFACE_WATER) to ATMOSPHERE.',
      ),
      {
        from: strict({
          allowed: ['DEPRESSION', 'PONDED_WATER', 'SURFACE_WATER'],
          refusal: 'Open Water evaporation must come from depression, ponded water, or surface water',
        }),
        to: checked('ATMOSPHERE'),
      },
      {
        OPEN_WATER_UWFS: {
          from: strict({
            allowed: ['DEPRESSION'],
            refusal: 'OPEN_WATER_UWFS must come from depression storage only',
          }),
        },
      },
    ),
    // CmvOWEvaporation: to ATMOSPHERE, and AET (MIN_DEP_DEFICIT too) onto itself.
    movesTo: {
      stores: ['ATMOSPHERE', 'AET'],
      byAlgorithm: { OPEN_WATER_UWFS: ['ATMOSPHERE', 'MIN_DEP_DEFICIT', 'AET'] },
    },
  },
  stores(
    process(
      ':Precipitation',
      anyAlgorithm,
      'Distributes precipitation from ATMOS_PRECIP to the receiving stores (conventionally PRECIP_RAVEN … MULTIPLE).',
    ),
    fromTo('ATMOS_PRECIP', 'MULTIPLE'),
  ),
  {
    ...stores(
      process(
        ':Interflow',
        algorithm(['INTERFLOW_PRMS']),
        'Lateral interflow from a store to SURFACE_WATER.',
      ),
      {
        from: strict({ allowed: ['SOIL'], refusal: "CmvInterflow::Invalid 'from' type" }),
        to: checked('SURFACE_WATER'),
      },
    ),
    skipsProfiles: SKIPS_WATER_AND_ROCK,
    // CmvInterflow: to SURFACE_WATER whatever the line names.
    movesTo: { stores: ['SURFACE_WATER'] },
  },
  stores(
    {
      ...process(
        ':SnowRefreeze',
        algorithm(['FREEZE_DEGREE_DAY']),
        'Refreezing of liquid snow water, SNOW_LIQ to SNOW.',
      ),
      aliases: [':Refreeze'],
    },
    fromTo('SNOW_LIQ', 'SNOW'),
  ),
  {
    ...stores(
      process(
        ':Flush',
        anyAlgorithm,
        'Moves all (or a fraction) of one store into another each time step.',
        // A number between 0 and 1, or FRACT_BY_SUBBASIN: not a plain float, so kept as a word.
        [optional(word('fraction'))],
      ),
      { from: strict(), to: strict() },
    ),
    movesTo: { stores: ['@to'] },
  },
  {
    ...stores(
      process(
        ':CapillaryRise',
        algorithm(['RISE_HBV', 'CRISE_HBV']),
        'Upward movement of water between soil stores.',
      ),
      {
        from: strict({
          expect: 'SOIL',
          allowed: ['SOIL'],
          refusal: 'CapillaryRise must come from soil unit',
        }),
        to: strict({
          expect: 'SOIL',
          allowed: ['SOIL'],
          refusal: 'CapillaryRise must go to soil or groundwater unit',
        }),
      },
    ),
    movesTo: { stores: ['@to'] },
  },
  stores(
    process(
      ':LakeEvaporation',
      algorithm(['BASIC', 'LAKE_EVAP_BASIC']),
      'Evaporation from the lake store set by :LakeStorage (the from argument is not used).',
    ),
    { to: checked('ATMOSPHERE') },
  ),
  stores(
    process(
      ':SnowSqueeze',
      anyAlgorithm,
      'Release of liquid water held in the snowpack (SNOW_LIQ) to a store.',
    ),
    { from: checked('SNOW_LIQ'), to: strict() },
  ),
  stores(
    {
      ...process(
        ':GlacierMelt',
        algorithm(['HBV', 'GMELT_HBV', 'UBC', 'GMELT_UBC', 'SIMPLE', 'GMELT_SIMPLE_MELT']),
        'Melt of GLACIER_ICE into a store.',
      ),
      aliases: [':GlacialMelt'],
    },
    { from: checked('GLACIER_ICE') },
  ),
  stores(
    process(
      ':GlacierRelease',
      algorithm([
        'HBV_EC',
        'GRELEASE_HBV_EC',
        'LINEAR_STORAGE',
        'GRELEASE_LINEAR',
        'GRELEASE_LINEAR_ANALYTIC',
      ]),
      'Release of glacier melt water from GLACIER to SURFACE_WATER.',
    ),
    fromTo('GLACIER', 'SURFACE_WATER'),
  ),
  stores(
    {
      ...process(
        ':CanopySublimation',
        algorithm(
          ['CANEVP_ALL', 'CANEVP_MAXIMUM', 'SUBLIM_ALL', 'SUBLIM_MAXIMUM', ...SUBLIMATION_ALGORITHMS],
          'error',
          { interfaceNames: INTERFACE_NAMES[':CanopySublimation'] },
        ),
        'Sublimation of intercepted snow from CANOPY_SNOW to ATMOSPHERE.',
      ),
      aliases: [':CanopySnowEvaporation', ':CanopySnowEvap'],
    },
    fromTo('CANOPY_SNOW', 'ATMOSPHERE'),
  ),
  stores(
    {
      // `:-->Overflow` is dispatched to the very same handler: a full process line, not a modifier.
      ...process(':Overflow', anyAlgorithm, 'Moves the water above a store’s capacity into another store.'),
      aliases: [':-->Overflow'],
    },
    { from: strict(), to: strict() },
  ),
  evolve(
    ':SnowAlbedoEvolve',
    algorithm(['UBC', 'SNOALB_UBCWM', 'SNOALB_CRHM_ESSERY', 'SNOALB_BAKER'], 'error', {
      interfaceNames: INTERFACE_NAMES[':SnowAlbedoEvolve'],
    }),
    'Evolution of snow albedo over time.',
  ),
  evolve(':CropHeatUnitEvolve', algorithm(['CHU_ONTARIO']), 'Accumulation of crop heat units.'),
  stores(
    process(
      ':Abstraction',
      algorithm(['ABST_SCS', 'ABST_PERCENTAGE', 'ABST_FILL', 'ABST_PDMROF', 'ABST_UWFS']),
      'Abstraction of rainfall or snowmelt from PONDED_WATER into depression storage.',
    ),
    { from: checked('PONDED_WATER') },
  ),
  stores(
    process(
      ':GlacierInfiltration',
      algorithm(['GINFIL_UBCWM']),
      'Infiltration of ponded water on glaciers (PONDED_WATER to MULTIPLE).',
    ),
    fromTo('PONDED_WATER', 'MULTIPLE'),
  ),
  {
    ...stores(
      {
        name: ':Split',
        args: [anyAlgorithm, sv('from'), sv('to_1'), sv('to_2'), float('fraction')],
        doc: 'Splits the contents of a store between two stores; fraction goes to the first.',
      },
      { from: strict(), to_1: strict(), to_2: strict() },
    ),
    movesTo: { stores: ['@to_1', '@to_2'] },
  },
  stores(
    process(
      ':Convolve',
      algorithm(['CONVOL_GR4J_1', 'CONVOL_GR4J_2', 'CONVOL_GAMMA', 'CONVOL_GAMMA_2']),
      'Unit-hydrograph convolution from a CONVOLUTION store to a target store.',
    ),
    {
      // The CONVOLUTION store (from) is not read: each :Convolve takes the next one. The target is only looked
      // up, and the CmvConvolution constructor takes a missing one (DOESNT_EXIST) without a check (Solvers.cpp
      // then writes to aPhinew[k][-1]).
      to: { read: 'existing', missing: 'corrupts' },
    },
  ),
  {
    name: ':SnowTempEvolve',
    args: [algorithm(['SNOTEMP_NEWTONS']), sv('from'), optional(sv('to'))],
    doc: 'Evolution of the snowpack temperature.',
  },
  stores(
    process(
      ':DepressionOverflow',
      algorithm(['DFLOW_THRESHPOW', 'DFLOW_LINEAR', 'DFLOW_WEIR']),
      'Overflow from DEPRESSION storage to SURFACE_WATER.',
    ),
    fromTo('DEPRESSION', 'SURFACE_WATER'),
  ),
  stores(process(':ExchangeFlow', anyAlgorithm, 'Exchange of water between a store and a mixing zone.'), {
    from: strict({ allowed: ['SOIL'], refusal: 'exchange flow must be from a soil unit' }),
    to: strict({ allowed: ['SOIL'], refusal: 'exchange flow must be between two soil units' }),
  }),
  stores(
    {
      name: ':LateralFlush',
      args: [
        anyAlgorithm,
        word('from_group', { refers: [LATERAL_FLUSH_GROUP] }),
        sv('from'),
        word('to_keyword'),
        word('to_group', { refers: [LATERAL_FLUSH_GROUP] }),
        sv('to'),
        INTERBASIN,
      ],
      doc: 'Moves water laterally from a store in one HRU group to a store in another (… To …).',
    },
    { from: strict(), to: strict() },
  ),
  stores(
    process(':Seepage', algorithm(['SEEP_LINEAR']), 'Seepage from DEPRESSION storage into a soil store.'),
    {
      from: checked('DEPRESSION'),
      // CmvSeepage constructor: "invalid to compartment specified" when the store does not exist.
      to: {
        read: 'existing',
        missing: 'stops',
        allowed: SOIL_OR_GW,
        refusal: 'Seepage must go to soil or groundwater',
      },
    },
  ),
  stores(
    process(
      ':Recharge',
      algorithm(
        [
          'RECHARGE_CONSTANT',
          'RECHARGE_FROMFILE',
          'RAVEN_DEFAULT',
          'RECHARGE_CONSTANT_OVERLAP',
          'RECHARGE_DATA',
          'RECHARGE_FLUX',
        ],
        'fatal',
        { interfaceNames: INTERFACE_NAMES[':Recharge'] },
      ),
      'Recharge into a soil store, from data or from a coupled groundwater model.',
    ),
    { from: checked('ATMOS_PRECIP'), to: strict({ expect: 'SOIL' }) },
    {
      RECHARGE_DATA: { from: strict({ expect: 'ATMOS_PRECIP' }), to: checked('SOIL') },
      RECHARGE_FLUX: { from: strict({ expect: 'ATMOS_PRECIP' }), to: checked('SOIL') },
    },
  ),
  stores(
    process(
      ':BlowingSnow',
      anyAlgorithm,
      'Blowing snow transport and sublimation (conventionally PBSM MULTIPLE MULTIPLE).',
    ),
    fromTo('MULTIPLE', 'MULTIPLE'),
  ),
  stores(
    process(
      ':LakeRelease',
      algorithm(['LAKEREL_LINEAR']),
      'Release of water from LAKE_STORAGE to SURFACE_WATER.',
    ),
    fromTo('LAKE_STORAGE', 'SURFACE_WATER'),
  ),
  stores(
    process(
      ':SoilBalance',
      algorithm(['SOILBAL_SACSMA']),
      'Soil moisture redistribution (MULTIPLE to MULTIPLE).',
    ),
    fromTo('MULTIPLE', 'MULTIPLE'),
  ),
  stores(
    {
      name: ':LateralEquilibrate',
      args: [
        anyAlgorithm,
        word('group', {
          refers: [hruGroupRef('error', 'Lateral Equilibrate - invalid HRU Group used', { minArgs: 4 })],
        }),
        sv('state_var'),
        float('mixing_rate'),
        INTERBASIN,
      ],
      doc: 'Equalises a store across the HRUs of a group at the given mixing rate.',
    },
    { state_var: strict() },
  ),
  evolve(':LakeFreeze', algorithm(['LFREEZE_BASIC', 'LFREEZE_THERMAL']), 'Freezing and thawing of lake ice.'),
  stores(
    {
      name: ':LateralDivert',
      args: [
        anyAlgorithm,
        word('from_group', { refers: [LATERAL_DIVERT_GROUP] }),
        sv('from'),
        word('to_keyword'),
        word('to_group', { refers: [LATERAL_DIVERT_GROUP] }),
        sv('to'),
      ],
      doc: 'Diverts water laterally from a store in one HRU group to a store in another (… To …).',
    },
    { from: strict(), to: strict() },
  ),
  stores(
    {
      name: ':SnowRedistribute',
      args: [algorithm(['CONTINUOUS', 'THRESHOLD']), sv('state_var'), float('max_snow_height')],
      doc: 'Lateral redistribution of snow above a maximum height.',
    },
    { state_var: strict() },
  ),
  process(':GlacierIceFlow', anyAlgorithm, 'Lateral flow of glacier ice (conventionally ICEFLOW_RAVEN).'),
  evolve(':FirnEvolution', algorithm(['FIRNEVOL_SIMPLE']), 'Evolution of firn into glacier ice.'),
  // Dispatched with the groundwater commands, but it adds a process like the ones above.
  stores(
    process(
      ':Drain',
      anyAlgorithm,
      'Drainage from GROUNDWATER to a soil store or SURFACE_WATER (coupled groundwater).',
    ),
    { to: strict() },
  ),
];

/** Lines written after a process that change it. */
export const PROCESS_MODIFIERS: readonly CommandSpec[] = [
  stores(
    {
      name: ':-->RedirectFlow',
      args: [sv('old_to'), sv('new_to')],
      doc: 'Sends the flow of the previous process to a different target store.',
    },
    { new_to: strict() },
  ),
  {
    name: ':-->Conditional',
    args: [
      oneOf('basis', ['HRU_TYPE', 'HRU_GROUP', 'LAND_CLASS', 'VEGETATION'], 'error'),
      oneOf('condition', ['IS', 'IS_NOT'], 'error'),
      // Looked up as the process runs: a group never created is silently no member (rvkit warns).
      word('value', {
        refers: [
          hruGroupRef('silent', undefined, { when: { basis: ['HRU_GROUP'], condition: ['IS', 'IS_NOT'] } }),
        ],
      }),
    ],
    doc: 'Applies the previous process only where the condition on the HRU holds.',
  },
];

/** Processes of the transport model, conventionally between `:GeochemicalProcesses` markers. */
export const GEOCHEMICAL_PROCESSES: readonly CommandSpec[] = [
  {
    name: ':Decay',
    args: [
      algorithm(['DECAY_BASIC', 'DECAY_LINEAR', 'DECAY_DENITRIF']),
      word('process_name'),
      word('constituent'),
      optional(sv('water_store')),
    ],
    doc: 'Decay of a constituent, optionally only in one water store.',
  },
  {
    name: ':Advection',
    args: [optional(word('algorithm')), optional(word('constituent'))],
    doc: 'Accepted and ignored: advection is added automatically by :Transport.',
  },
  {
    name: ':Transformation',
    args: [
      algorithm(['TRANS_LINEAR', 'TRANS_NONLINEAR']),
      word('process_name'),
      word('constituent_1'),
      word('constituent_2'),
      optional(sv('water_store')),
    ],
    doc: 'Transformation of one constituent into another.',
  },
  {
    name: ':Equilibrium',
    args: [
      algorithm(['EQUIL_FIXED_RATIO', 'EQUIL_LINEAR', 'EQUIL_LINEAR_SORPTION']),
      word('process_name'),
      word('constituent_1'),
      word('constituent_2'),
      optional(sv('water_store')),
    ],
    doc: 'Chemical equilibrium between two constituents.',
  },
];

/** Processes of the heat (TEMPERATURE) transport model, conventionally between `:EnergyProcesses` markers. */
export const ENERGY_PROCESSES: readonly CommandSpec[] = [
  process(
    ':HeatConduction',
    algorithm(['RAVEN_DEFAULT']),
    'Heat conduction between stores (MULTIPLE to MULTIPLE).',
  ),
  process(
    ':SurfaceEnergyExchange',
    algorithm(['RAVEN_DEFAULT']),
    'Energy exchange between the land surface and the atmosphere (MULTIPLE to MULTIPLE).',
  ),
];
