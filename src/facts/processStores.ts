/**
 * How Raven 4.12.1 reads the stores named on each process line of the .rvi (ParseInput.cpp,
 * ParseMainInputFile, one case per process), and which stores each process accepts (its constructor or its
 * Initialize, in the process's .cpp file). An argument is read in one of four ways:
 * - strict: StringToSVType(…, strict) and added to the model: a name Raven does not know stops it at once
 *   ("Unrecognized State Variable"); a soil layer beyond :SoilModel stops it after the .rvi;
 * - existing: looked up without being added (ParseSVTypeIndex): it should name a store the model already has
 *   (where it does not, :Seepage stops in its constructor, :Convolve writes its water outside the state array
 *   and the run crashes once water flows);
 * - checked: only compared with the one store the process uses (FromToErrorCheck): any other name gets a
 *   WARNING ("only accepts a 'to' compartment type of …") and Raven uses its own store;
 * - not listed: Raven never reads the argument.
 */

/** How Raven reads one store argument of a process line. */
export interface StoreArg {
  /** The catalogue's argument name (`from`, `to`, `to_1`, `state_var`, `new_to` …). */
  readonly arg: string;
  readonly read: 'strict' | 'existing' | 'checked';
  /** The store type FromToErrorCheck compares the argument with (a WARNING when it differs). */
  readonly expect?: string;
  /** The store types the process accepts; any other stops Raven. */
  readonly allowed?: readonly string[];
  /** Raven's message when the store is not one of `allowed`. */
  readonly refusal?: string;
  /**
   * For an `existing` read, what Raven does when the model has no such store: the process checks it and stops,
   * or takes the missing index (-1) without a check, and the solver then adds the water it moves to the memory
   * just before the HRU's state array: the run crashes ("double free or corruption") once water flows.
   */
  readonly missing?: 'stops' | 'corrupts';
  /** What Raven does with a name it does not know, where that is not stopping at once. */
  readonly unknown?: string;
  /** Types Raven's check lets through although the algorithm then reads soil properties they lack (it crashes). */
  readonly crashes?: readonly string[];
}

/** The store arguments of one process command, with the algorithms that read them differently. */
export interface ProcessStores {
  readonly args: readonly StoreArg[];
  readonly byAlgorithm?: Readonly<Record<string, readonly StoreArg[]>>;
}

const strict = (arg: string, more: Partial<StoreArg> = {}): StoreArg => ({ arg, read: 'strict', ...more });
const checked = (arg: string, expect: string): StoreArg => ({ arg, read: 'checked', expect });
const fromTo = (from: string, to: string): ProcessStores => ({
  args: [checked('from', from), checked('to', to)],
});
const SOIL_OR_GW = ['SOIL', 'GROUNDWATER'];

const PERC_FROM = strict('from', {
  expect: 'SOIL',
  allowed: ['SOIL'],
  refusal: 'percolation must be from a soil unit',
});
const PERC_TO = strict('to', {
  allowed: SOIL_OR_GW,
  refusal: 'percolation must be between two soil or groundwater units',
});

/** The store arguments of each process command (by canonical name), as ParseMainInputFile reads them. */
export const PROCESS_STORES: Readonly<Record<string, ProcessStores>> = {
  ':Baseflow': {
    args: [
      // Initialize also accepts GROUNDWATER, but GetRatesOfChange then reads the soil properties of a
      // store that has none and Raven crashes.
      strict('from', {
        allowed: ['SOIL'],
        refusal: 'Baseflow must come from soil or groundwater unit',
        crashes: ['GROUNDWATER'],
      }),
      checked('to', 'SURFACE_WATER'),
    ],
  },
  ':CanopyEvaporation': fromTo('CANOPY', 'ATMOSPHERE'),
  ':CanopyDrip': { args: [checked('from', 'CANOPY'), strict('to')] },
  ':Infiltration': fromTo('PONDED_WATER', 'MULTIPLE'),
  // PERC_SACRAMENTO reads the soil properties of the target's layer, GetStateVarLayer: a GROUNDWATER store
  // counts as layer 0 there, so it runs (Raven 4.12.1 completes a whole run).
  ':Percolation': { args: [PERC_FROM, PERC_TO] },
  ':SnowMelt': { args: [strict('to')] },
  ':SoilEvaporation': { args: [checked('to', 'ATMOSPHERE')] },
  ':SnowBalance': {
    args: [],
    byAlgorithm: {
      SNOBAL_SIMPLE_MELT: [
        strict('to', {
          allowed: ['PONDED_WATER', 'SNOW_LIQ'],
          refusal: 'SNOBAL_SIMPLE_MELT target should be either PONDED_WATER or SNOW_LIQ',
        }),
      ],
    },
  },
  ':Sublimation': fromTo('SNOW', 'ATMOSPHERE'),
  ':OpenWaterEvaporation': {
    args: [
      strict('from', {
        allowed: ['DEPRESSION', 'PONDED_WATER', 'SURFACE_WATER'],
        refusal: 'Open Water evaporation must come from depression, ponded water, or surface water',
      }),
      checked('to', 'ATMOSPHERE'),
    ],
    byAlgorithm: {
      OPEN_WATER_UWFS: [
        strict('from', {
          allowed: ['DEPRESSION'],
          refusal: 'OPEN_WATER_UWFS must come from depression storage only',
        }),
        checked('to', 'ATMOSPHERE'),
      ],
    },
  },
  ':Precipitation': fromTo('ATMOS_PRECIP', 'MULTIPLE'),
  ':Interflow': {
    args: [
      strict('from', { allowed: ['SOIL'], refusal: "CmvInterflow::Invalid 'from' type" }),
      checked('to', 'SURFACE_WATER'),
    ],
  },
  ':SnowRefreeze': fromTo('SNOW_LIQ', 'SNOW'),
  ':Flush': { args: [strict('from'), strict('to')] },
  ':CapillaryRise': {
    args: [
      strict('from', {
        expect: 'SOIL',
        allowed: ['SOIL'],
        refusal: 'CapillaryRise must come from soil unit',
      }),
      strict('to', {
        expect: 'SOIL',
        allowed: ['SOIL'],
        refusal: 'CapillaryRise must go to soil or groundwater unit',
      }),
    ],
  },
  ':LakeEvaporation': { args: [checked('to', 'ATMOSPHERE')] },
  ':SnowSqueeze': { args: [checked('from', 'SNOW_LIQ'), strict('to')] },
  ':GlacierMelt': { args: [checked('from', 'GLACIER_ICE')] },
  ':GlacierRelease': fromTo('GLACIER', 'SURFACE_WATER'),
  ':CanopySublimation': fromTo('CANOPY_SNOW', 'ATMOSPHERE'),
  ':Overflow': { args: [strict('from'), strict('to')] },
  ':Abstraction': { args: [checked('from', 'PONDED_WATER')] },
  ':GlacierInfiltration': fromTo('PONDED_WATER', 'MULTIPLE'),
  ':Split': { args: [strict('from'), strict('to_1'), strict('to_2')] },
  // The CONVOLUTION store (from) is not read: each :Convolve takes the next one. The target is only looked up,
  // and the CmvConvolution constructor takes a missing one (DOESNT_EXIST) without a check (Solvers.cpp then
  // writes to aPhinew[k][-1]).
  ':Convolve': { args: [{ arg: 'to', read: 'existing', missing: 'corrupts' }] },
  ':DepressionOverflow': fromTo('DEPRESSION', 'SURFACE_WATER'),
  ':ExchangeFlow': {
    args: [
      strict('from', {
        allowed: ['SOIL'],
        refusal: 'exchange flow must be from a soil unit',
      }),
      strict('to', {
        allowed: ['SOIL'],
        refusal: 'exchange flow must be between two soil units',
      }),
    ],
  },
  ':LateralFlush': { args: [strict('from'), strict('to')] },
  ':Seepage': {
    args: [
      checked('from', 'DEPRESSION'),
      {
        // CmvSeepage constructor: "invalid to compartment specified" when the store does not exist.
        arg: 'to',
        read: 'existing',
        missing: 'stops',
        allowed: SOIL_OR_GW,
        refusal: 'Seepage must go to soil or groundwater',
      },
    ],
  },
  ':Recharge': {
    args: [checked('from', 'ATMOS_PRECIP'), strict('to', { expect: 'SOIL' })],
    byAlgorithm: {
      RECHARGE_DATA: [strict('from', { expect: 'ATMOS_PRECIP' }), checked('to', 'SOIL')],
      RECHARGE_FLUX: [strict('from', { expect: 'ATMOS_PRECIP' }), checked('to', 'SOIL')],
    },
  },
  ':BlowingSnow': fromTo('MULTIPLE', 'MULTIPLE'),
  ':LakeRelease': fromTo('LAKE_STORAGE', 'SURFACE_WATER'),
  ':SoilBalance': fromTo('MULTIPLE', 'MULTIPLE'),
  ':LateralEquilibrate': { args: [strict('state_var')] },
  ':LateralDivert': { args: [strict('from'), strict('to')] },
  ':SnowRedistribute': { args: [strict('state_var')] },
  ':Drain': { args: [strict('to')] },
  ':AggregatedVariable': { args: [strict('state_var')] },
  // Read without `strict` but added all the same: an unknown name becomes a store of no known type.
  ':LakeStorage': {
    args: [
      strict('state_var', {
        unknown:
          'Raven adds a store of no known type and stops (SVTypeToString: Unknown State Variable Type)',
      }),
    ],
  },
  // The old target is compared with the process's targets (a WARNING when none matches); the new one is added.
  ':-->RedirectFlow': { args: [strict('new_to')] },
};

/** The store arguments of a process line: the algorithm's own reading, or the command's. */
export function storeArgsOf(command: string, algorithm: string | undefined): readonly StoreArg[] {
  const stores = PROCESS_STORES[command];
  if (!stores) return [];
  return (algorithm !== undefined && stores.byAlgorithm?.[algorithm]) || stores.args;
}

/** What Raven does with a process whose target it looked up and did not find (`missing: 'corrupts'`). */
export function corrupts(command: string): string {
  return `${command} finds no such store, and Raven, which does not check, writes the water it moves outside the model's stores: the run crashes ("double free or corruption") once water flows`;
}
