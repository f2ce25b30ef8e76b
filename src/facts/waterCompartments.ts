/**
 * The water compartments the transport model numbers its constituents' layers by (Transport.cpp,
 * CTransportModel::Prepare, called at each :EndHydrologicProcesses): every state variable of the model that is
 * water storage at that point. Raven's full list also holds the stores each process adds on its own (its
 * GetParticipatingStateVarList, by algorithm); rvkit counts only those it is sure of, so the count is a lower
 * bound: the model's built-in stores (CModel's constructor: SURFACE_WATER, ATMOSPHERE, ATMOS_PRECIP,
 * PONDED_WATER and the :SoilModel's layers), the stores process lines name and Raven adds (a `strict` reading,
 * grammar/types.ts StoreRead), the one store a process with a `checked` reading moves water from or to (its
 * own, listed by its GetParticipatingStateVarList), and the 50 CONV_STOR stores of each :Convolve
 * (Convolution.h MAX_CONVOL_STORES).
 */
import { MAX_SV_LAYERS, WATER_STORAGE_TYPES } from '../../grammar/stateVariables.js';
import { argToken } from './args.js';
import type { ModelFacts } from './facts.js';
import { oncePerModel } from './memo.js';
import type { CommandRef } from './readingOrder.js';
import { soilLayers, storeUsesOf } from './stores.js';

/** The CONV_STOR stores each :Convolve adds (Convolution.h, MAX_CONVOL_STORES). */
const CONVOLUTION_STORES = 50;
/** Raven's convolution stores fit three :Convolve lines; a fourth stops it (RV506). */
const MAX_CONVOLVE = 3;

/** The :Convolve lines Raven counts (a line long enough to be read, with an algorithm it knows), in order. */
export const countedConvolves: (model: ModelFacts) => readonly CommandRef[] = oncePerModel((model) =>
  model.rvi.processes
    .filter((p) => {
      if (p.name !== ':Convolve' || !p.algorithm || p.to.length === 0) return false;
      const values = p.ref.command.spec?.args?.[0].values ?? [];
      return values.includes(p.algorithm.text);
    })
    .map((p) => p.ref),
);

/**
 * The `:HydrologicProcesses` block that ended last before a command, if any: Raven prepares the transport model
 * at its :EndHydrologicProcesses (ParseInput.cpp, case 298), from the stores the model has then; the transport
 * commands before the first one stop Raven (RV568).
 */
export function processesEndedBefore(model: ModelFacts, ref?: CommandRef): CommandRef | undefined {
  const blocks = model
    .uses('rvi', ':HydrologicProcesses')
    .filter((b) => !ref || (b.index < ref.index && !ref.markers.includes(b.command)));
  return blocks[blocks.length - 1];
}

/**
 * At least how many water compartments the transport model has when Raven reads a command (`ref`; at the end of
 * the .rvi without one), or undefined before any :EndHydrologicProcesses.
 */
export function waterCompartmentsBefore(model: ModelFacts, ref?: CommandRef): number | undefined {
  if (!processesEndedBefore(model, ref)) return undefined;
  const before = ref?.index ?? Infinity;
  const stores = new Set(
    ['SURFACE_WATER', 'ATMOSPHERE', 'ATMOS_PRECIP', 'PONDED_WATER'].map((t) => `${t}[0]`),
  );
  for (let layer = 0; layer < (soilLayers(model) ?? 0); layer++) stores.add(`SOIL[${layer}]`);
  for (const use of storeUsesOf(model)) {
    if (use.ref.index > before) continue;
    // A strict store is added as named; a checked one is the process's own store, whatever the line names.
    const { type, layer } =
      use.how.read === 'strict' ? use.store : use.how.read === 'checked' ? { type: use.how.expect } : {};
    if (type && WATER_STORAGE_TYPES.has(type)) stores.add(`${type}[${layer ?? 0}]`);
  }
  const convolves = countedConvolves(model).filter((c) => c.index < before).length;
  return stores.size + CONVOLUTION_STORES * Math.min(convolves, MAX_CONVOLVE);
}

/** A :Transport line whose constituent needs layers beyond Raven's limit. */
export interface TransportOverLimit {
  readonly ref: CommandRef;
  /** The constituent's number (1 for the first :Transport line Raven reads). */
  readonly number: number;
  /** At least this many water compartments. */
  readonly compartments: number;
}

/**
 * The first :Transport line whose constituent's compartments go past Raven's layer limit: constituent c
 * (from 0) takes CONSTITUENT layers c×n … c×n+n−1 for n compartments (CTransportModel::AddConstituent), and
 * CModel::AddStateVariables stops at a layer of MAX_SV_LAYERS or more.
 */
export const transportOverLimit: (model: ModelFacts) => TransportOverLimit | undefined = oncePerModel(
  (model) => {
    let c = 0;
    for (const ref of model.uses('rvi', ':Transport')) {
      // Before :EndHydrologicProcesses (or without a name) Raven stops or skips the line for other reasons.
      const n = argToken(ref, 0) ? waterCompartmentsBefore(model, ref) : undefined;
      if (n === undefined) continue;
      if ((c + 1) * n > MAX_SV_LAYERS) return { ref, number: c + 1, compartments: n };
      c++;
    }
    return undefined;
  },
);
