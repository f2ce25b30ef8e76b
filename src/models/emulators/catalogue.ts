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
};

/** The emulator of a name (case-insensitive), or an error listing the names. */
export function emulatorNamed(name: string): EmulatorEntry & { name: string } {
  const key = Object.keys(EMULATORS).find((k) => k.toLowerCase() === name.toLowerCase());
  if (!key) throw new Error(`unknown emulator ${name} (one of ${Object.keys(EMULATORS).join(', ')})`);
  return { name: key, ...EMULATORS[key]! };
}
