/**
 * .rvi variants of one model (the project's SACSMA example, 7 soil layers) that exercise every process
 * algorithm and every option value the catalogue knows, for the oracle: each variant adds process lines or
 * replaces options, and Raven is asked for its master list of that .rvi.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commandTable } from '../../../grammar/lookup.js';
import { OPTION_STEPS } from '../../../grammar/parameters/index.js';
import { rvi } from '../../../grammar/rvi/index.js';
import {
  ENERGY_PROCESSES,
  GEOCHEMICAL_PROCESSES,
  HYDROLOGIC_PROCESSES,
} from '../../../grammar/rvi/processes.js';
import type { CommandSpec } from '../../../grammar/types.js';

/** One variant: a name, process lines to add, option lines to set, lines to add after the processes. */
export interface Variant {
  readonly name: string;
  readonly processes: readonly string[];
  readonly options: readonly string[];
  readonly after: readonly string[];
  /** The (command, algorithm) pairs it exercises. */
  readonly covers: readonly string[];
}

/** The stores each process line uses in the variants ({A} stands for the algorithm). */
const LINES: Readonly<Record<string, string>> = {
  ':Baseflow': '{A} SOIL[1] SURFACE_WATER',
  ':CanopyEvaporation': '{A} CANOPY ATMOSPHERE',
  ':CanopyDrip': '{A} CANOPY PONDED_WATER',
  ':Infiltration': '{A} PONDED_WATER MULTIPLE',
  ':Percolation': '{A} SOIL[0] SOIL[1]',
  ':SnowMelt': '{A} SNOW PONDED_WATER',
  ':SoilEvaporation': '{A} SOIL[0] ATMOSPHERE',
  ':SnowBalance': '{A} SNOW SNOW_LIQ',
  ':Sublimation': '{A} SNOW ATMOSPHERE',
  ':OpenWaterEvaporation': '{A} PONDED_WATER ATMOSPHERE',
  ':Precipitation': '{A} ATMOS_PRECIP MULTIPLE',
  ':Interflow': '{A} SOIL[0] SURFACE_WATER',
  ':SnowRefreeze': '{A} SNOW_LIQ SNOW',
  ':Flush': '{A} PONDED_WATER SURFACE_WATER',
  ':CapillaryRise': '{A} SOIL[1] SOIL[0]',
  ':LakeEvaporation': '{A} SOIL[2] ATMOSPHERE',
  ':SnowSqueeze': '{A} SNOW_LIQ PONDED_WATER',
  ':GlacierMelt': '{A} GLACIER_ICE GLACIER',
  ':GlacierRelease': '{A} GLACIER SURFACE_WATER',
  ':CanopySublimation': '{A} CANOPY_SNOW ATMOSPHERE',
  ':Overflow': '{A} SOIL[0] SOIL[1]',
  ':SnowAlbedoEvolve': '{A}',
  ':CropHeatUnitEvolve': '{A}',
  ':Abstraction': '{A} PONDED_WATER DEPRESSION',
  ':GlacierInfiltration': '{A} PONDED_WATER MULTIPLE',
  ':Split': '{A} PONDED_WATER SOIL[0] SURFACE_WATER 0.5',
  ':Convolve': '{A} CONVOLUTION[0] SURFACE_WATER',
  ':SnowTempEvolve': '{A} SNOW_TEMP',
  ':DepressionOverflow': '{A} DEPRESSION SURFACE_WATER',
  ':ExchangeFlow': '{A} SOIL[0] SOIL[1]',
  ':LateralFlush': '{A} AllHRUs SOIL[0] To AllHRUs SOIL[1]',
  ':Seepage': '{A} DEPRESSION SOIL[0]',
  ':Recharge': '{A} ATMOS_PRECIP SOIL[1]',
  ':BlowingSnow': '{A} MULTIPLE MULTIPLE',
  ':LakeRelease': '{A} LAKE_STORAGE SURFACE_WATER',
  ':SoilBalance': '{A} MULTIPLE MULTIPLE',
  ':LateralEquilibrate': '{A} AllHRUs SOIL[0] 0.5',
  ':LakeFreeze': '{A}',
  ':LateralDivert': '{A} AllHRUs SOIL[0] To AllHRUs SOIL[1]',
  ':SnowRedistribute': '{A} SNOW 100',
  ':GlacierIceFlow': '{A} GLACIER_ICE GLACIER_ICE',
  ':FirnEvolution': '{A} MULTIPLE MULTIPLE',
  ':HeatConduction': '{A} MULTIPLE MULTIPLE',
  ':SurfaceEnergyExchange': '{A} MULTIPLE MULTIPLE',
  ':Decay': '{A} decay1 Nitrate',
  ':Transformation': '{A} trans1 Nitrate Ammonium',
  ':Equilibrium': '{A} equil1 Nitrate Ammonium',
};

/**
 * Left out, with the reason: the engine needs a coupled groundwater model (:ModelType COUPLED and an .rvg)
 * before it can build these.
 */
export const NOT_EXERCISED: Readonly<Record<string, readonly string[]>> = {
  ':Drain': ['RAVEN_DEFAULT'],
  ':Recharge': ['RECHARGE_DATA', 'RECHARGE_FLUX'],
};

/** Raven 4.12 holds at most three :Convolve processes (50 stores each, 160 layers per state variable). */
const MOST_PER_VARIANT: Readonly<Record<string, number>> = { ':Convolve': 3 };

const GEOCHEMISTRY = new Set([...GEOCHEMICAL_PROCESSES, ...ENERGY_PROCESSES].map((s) => s.name));

/** The algorithm tokens of a process command (RAVEN_DEFAULT where the engine does not read one). */
export function algorithmsOf(spec: CommandSpec): readonly string[] {
  const first = spec.args?.[0];
  return first?.type === 'enum' && first.values ? first.values : ['RAVEN_DEFAULT'];
}

/** One variant per process command, with a line per algorithm. */
function processVariants(): Variant[] {
  const out: Variant[] = [];
  for (const spec of [...HYDROLOGIC_PROCESSES, ...GEOCHEMICAL_PROCESSES, ...ENERGY_PROCESSES]) {
    const shape = LINES[spec.name];
    if (shape === undefined) continue;
    const skipped = NOT_EXERCISED[spec.name] ?? [];
    const all = algorithmsOf(spec).filter((a) => !skipped.includes(a));
    const most = MOST_PER_VARIANT[spec.name] ?? all.length;
    for (let i = 0; i < all.length; i += most) {
      const algorithms = all.slice(i, i + most);
      const lines = algorithms.map((a) => `${spec.name} ${shape.replace('{A}', a)}`);
      const geo = GEOCHEMISTRY.has(spec.name);
      out.push({
        name: i === 0 ? spec.name : `${spec.name} (from ${algorithms[0]})`,
        processes: geo ? [] : lines,
        options: [],
        after: geo ? [':Transport Nitrate', ':Transport Ammonium', ':Transport TEMPERATURE', ...lines] : [],
        covers: algorithms.map((a) => `${spec.name} ${a}`),
      });
    }
  }
  return out;
}

/** Variants that walk every option value the catalogue lists, k-th values together. */
function optionVariants(): Variant[] {
  const table = commandTable(rvi.commands);
  const commands = OPTION_STEPS.flatMap((s) => (s.kind === 'always' ? [] : [s.rule.command]));
  const values = commands.map((c) => [c, table.get(c)?.args?.[0]?.values ?? []] as const);
  const most = Math.max(...values.map(([, v]) => v.length));
  const out: Variant[] = [];
  for (let k = 0; k < most; k++) {
    const set = values.filter(([, v]) => k < v.length).map(([c, v]) => `${c} ${v[k]}`);
    out.push({ name: `options #${k}`, processes: [], options: set, after: [], covers: set });
  }
  out.push({
    name: 'blended PET and melt',
    processes: [],
    options: [
      ':Evaporation PET_BLENDED',
      ':BlendedPETWeights PET_PENMAN_MONTEITH 0.3 PET_MOHYSE 0.3 PET_PRIESTLEY_TAYLOR 0.4',
      ':PotentialMeltMethod POTMELT_BLENDED',
      ':BlendedPotMeltWeights POTMELT_HBV 0.2 POTMELT_HMETS 0.5 POTMELT_EB',
    ],
    after: [],
    covers: [':BlendedPETWeights', ':BlendedPotMeltWeights'],
  });
  out.push({
    name: 'net shortwave from data',
    processes: [],
    options: [':Evaporation PET_PENMAN_MONTEITH', ':NetSWRadMethod NETSWRAD_DATA'],
    after: [],
    covers: [':NetSWRadMethod NETSWRAD_DATA'],
  });
  return out;
}

/** Every variant. */
export const VARIANTS: readonly Variant[] = [...processVariants(), ...optionVariants()];

/** Writes a variant's .rvi over the base model's (in a copy). */
export function writeVariant(dir: string, stem: string, variant: Variant): void {
  const path = join(dir, `${stem}.rvi`);
  const table = commandTable(rvi.commands);
  const replaced = new Set(variant.options.map((l) => table.get(l.split(/\s+/)[0])?.name));
  const out: string[] = [];
  for (const line of readFileSync(path, 'latin1').split('\n')) {
    const first = line.trim().split(/\s+/)[0];
    if (replaced.has(table.get(first)?.name)) continue;
    if (first === ':SoilModel') {
      out.push(line, ':DefineHRUGroups AllHRUs', ':LakeStorage SOIL[2]');
      continue;
    }
    if (first === ':EndHydrologicProcesses') out.push(...variant.processes);
    out.push(line);
    if (first === ':EndHydrologicProcesses') out.push(...variant.after);
  }
  out.push(...variant.options, '');
  writeFileSync(path, out.join('\n'), 'latin1');
}
