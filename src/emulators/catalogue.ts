/**
 * The emulators by name, with what setting one up needs beyond its definition: the parameter values the
 * reference library's tests calibrated on the Salmon River (a documented starting point, not a default any
 * Raven model has), and the forcing facts the model structure requires.
 */
import type { EmulatorConfig, EmulatorDefinition, EmulatorInput, ParamSpec } from './emulatorConfig.js';
import { GR4JCN } from './gr4jcn.js';
import { HBVEC } from './hbvec.js';
import { HMETS } from './hmets.js';
import { Mohyse } from './mohyse.js';
import { HYPR } from './hypr.js';
import { SACSMA } from './sacsma.js';
import { CanadianShield } from './canadianShield.js';
import { Blended } from './blended.js';
import { BasicRoute } from './basicRoute.js';

/** An emulator class: constructed from fields, with its definition. */
export type EmulatorClass = (new (input?: EmulatorInput) => EmulatorConfig) & {
  readonly definition: EmulatorDefinition;
  readonly parameters: readonly ParamSpec[];
};

/** What an emulator needs to be set up from a forcing file. */
export interface EmulatorEntry {
  readonly cls: EmulatorClass;
  /** Parameter values of the reference library's Salmon River tests, in parameter order. */
  readonly example: readonly number[];
  /** The gauge must carry monthly average temperature and evaporation (PET_FROMMONTHLY). */
  readonly monthly?: boolean;
  /** How many copies of the HRU the structure takes (CanadianShield: an organic and a bedrock HRU). */
  readonly hrus?: number;
  /** Fields a lumped model from a forcing file needs that the emulator leaves to the user. */
  readonly scaffold?: () => Record<string, unknown>;
}

/** Every emulator, by its name. */
export const EMULATORS: Readonly<Record<string, EmulatorEntry>> = {
  GR4JCN: { cls: GR4JCN, example: [0.529, -3.396, 407.29, 1.072, 16.9, 0.947] },
  HBVEC: {
    cls: HBVEC,
    example: [
      0.05984519, 4.072232, 2.001574, 0.03473693, 0.09985144, 0.506052, 3.438486, 38.32455, 0.4606565,
      0.06303738, 2.277781, 4.873686, 0.5718813, 0.04505643, 0.877607, 18.94145, 2.036937, 0.4452843,
      0.6771759, 1.141608, 1.024278,
    ],
    monthly: true,
  },
  HMETS: {
    cls: HMETS,
    example: [
      9.5019, 0.2774, 6.3942, 0.6884, 1.2875, 5.4134, 2.3641, 0.0973, 0.0464, 0.1998, 0.0222, -1.0919, 2.6851,
      0.374, 1.0, 0.4739, 0.0114, 0.0243, 0.0069, 310.7211, 916.1947,
    ],
  },
  Mohyse: {
    cls: Mohyse,
    example: [1.0, 0.0468, 4.2952, 2.658, 0.4038, 0.0621, 0.0273, 0.0453, 0.9039, 5.6167],
  },
  HYPR: {
    cls: HYPR,
    example: [
      -0.185641, 2.923011, 0.0311942, 0.4398281, 0.4650976, 0.1177004, 13.12368, 0.4041795, 1.212258,
      59.12739, 0.1661203, 4.105015, 0.8229611, 41.56352, 5.851117, 0.6909014, 0.9245995, 1.643588, 1.599205,
      2.519381, 1.148201,
    ],
    monthly: true,
  },
  SACSMA: {
    cls: SACSMA,
    example: [
      0.01, 0.05, 0.3, 0.05, 0.05, 0.13, 0.025, 0.06, 0.06, 1.0, 40.0, 0.0, 0.0, 0.1, 0.0, 0.01, 1.5,
      0.4827523, 4.09982, 1.0, 1.0,
    ],
  },
  CanadianShield: {
    cls: CanadianShield,
    example: [
      0.4723043, 0.8163922, 0.09861976, 0.003926999, 0.04690736, 0.4955284, 6.803492, 0.004330502,
      1.014259e-5, 1.82347, 0.5122154, 9.017555, 30.77103, 50.94095, 0.1694227, 0.08234122, 0.2345953,
      0.0730904, 1.284052, 3.653415, 23.06515, 2.402183, 2.522095, 0.5803449, 1.614157, 6.031781, 0.3111298,
      0.06716951, 5.837595e-5, 9.824723, 0.9007476, 0.8040573, 1.179003, 0.7980013,
    ],
    hrus: 2,
  },
  Blended: {
    cls: Blended,
    example: [
      0.02930702, 2.211166, 2.166229, 0.0002254976, 21.73976, 1.565091, 6.211146, 0.9313578, 0.03486263,
      0.251835, 0.000227925, 1.214339, 0.04736668, 0.2070342, 0.07806324, -1.336429, 0.2189741, 3.845617,
      0.2950022, 0.4827523, 4.09982, 12.83144, 0.5937894, 1.651588, 1.705806, 0.3719308, 0.07121015,
      0.0190644, 0.408066, 0.9415693, -1.856108, 2.356995, 1.0, 1.0, 0.007510967, 0.5321608, 0.02891977,
      0.960533, 0.6128669, 0.9558293, 0.1008196, 0.0927573, 0.7469583,
    ],
  },
  BasicRoute: {
    cls: BasicRoute,
    example: [],
    // One subbasin whose water is its own input: the template of a routing network the user extends
    // (subbasins with channel profiles and reach lengths).
    scaffold: () => ({
      SubBasins: [
        {
          subbasin_id: 1,
          name: 'sub_001',
          downstream_id: -1,
          profile: 'CHANNEL',
          reach_length: 0,
          gauged: true,
        },
      ],
      // A 20 m wide trapezoidal channel, 10 m deep, Manning's n 0.035.
      ChannelProfile: [
        {
          name: 'CHANNEL',
          bed_slope: 0.0001,
          survey_points: [
            [0, 10],
            [10, 0],
            [30, 0],
            [40, 10],
          ],
          roughness_zones: [[0, 0.035]],
        },
      ],
      SoilClasses: [{ name: 'AQUIFER' }],
      SoilProfiles: [{ name: 'Soil_Land_HRU', soil_classes: ['AQUIFER'], thicknesses: [5] }],
      VegetationClasses: [{ name: 'Veg_Land_HRU', max_ht: 0, max_lai: 0, max_leaf_cond: 0 }],
      LandUseClasses: [{ name: 'Landuse_Land_HRU', impermeable_frac: 0, forest_coverage: 0 }],
    }),
  },
};

/** The emulator of a name (case-insensitive), or an error listing the names. */
export function emulatorNamed(name: string): EmulatorEntry & { name: string } {
  const key = Object.keys(EMULATORS).find((k) => k.toLowerCase() === name.toLowerCase());
  if (!key) throw new Error(`unknown emulator ${name} (one of ${Object.keys(EMULATORS).join(', ')})`);
  return { name: key, ...EMULATORS[key]! };
}
