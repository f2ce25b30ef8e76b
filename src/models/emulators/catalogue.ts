/**
 * The emulators by name, with what setting one up needs beyond its definition: the parameter values the
 * reference library's tests calibrated on the Salmon River (a documented starting point, not a default any
 * Raven model has), and the forcing facts the model structure requires.
 */
import type { EmulatorConfig, EmulatorDefinition, EmulatorInput, ParamSpec } from './emulatorConfig.js';
import { GR4JCN } from './gr4jcn.js';

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
};

/** The emulator of a name (case-insensitive), or an error listing the names. */
export function emulatorNamed(name: string): EmulatorEntry & { name: string } {
  const key = Object.keys(EMULATORS).find((k) => k.toLowerCase() === name.toLowerCase());
  if (!key) throw new Error(`unknown emulator ${name} (one of ${Object.keys(EMULATORS).join(', ')})`);
  return { name: key, ...EMULATORS[key]! };
}
