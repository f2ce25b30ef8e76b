/**
 * How long a flow history Raven keeps for each subbasin (CSubBasin::GenerateCatchmentHydrograph and
 * GenerateRoutingHydrograph, SubBasin.cpp, called from CSubBasin::Initialize before the .rvc is read): the
 * lateral-inflow history (:Qlat, and a constituent's :Mlat) from the :CatchmentRoute method, the routing times
 * (subbasinRouting.ts), TIME_LAG and the time step; the inflow history (:Qin, and :Min) from the :Routing
 * method. Kept to the certain cases: no size where Raven's travel time decides it (plug flow and diffusive
 * routing: the channel's celerity), where the routing times are not certain, or where the division lands so
 * close to a whole number that Raven's rounding could go either way.
 */
import type { ModelFacts } from './facts.js';
import { oncePerModel } from './memo.js';
import { optionEffect } from './optionEffect.js';
import { atof, type IdKey } from './ravenNumbers.js';
import { routingOf } from './routing.js';
import { simulationOf } from './simulation.js';
import { subbasinProperties, subbasinRouting } from './subbasinRouting.js';

/** A history length Raven works out for a subbasin, and how (for messages). */
export interface HistorySize {
  readonly size: number;
  /** The method and values that give it, in the modeller's terms. */
  readonly how: string;
}

/** The history lengths of one subbasin that are certain. */
export interface SubbasinHistory {
  /** Lateral inflow (:Qlat, :Mlat): from the in-catchment routing. */
  readonly lateral?: HistorySize;
  /** Inflow from upstream (:Qin, :Min): from the channel routing. */
  readonly inflow?: HistorySize;
}

/** The :CatchmentRoute keywords by the method Raven sets (ParseInput.cpp, :CatchmentRoute). */
const CATCHMENT: Readonly<Record<string, 'dump' | 'delayed' | 'gamma' | 'triangle' | 'series'>> = {
  DUMP: 'dump',
  ROUTE_DUMP: 'dump',
  DELAYED: 'delayed',
  DELAYED_FIRST_ORDER: 'delayed',
  ROUTE_DELAYED_FIRST_ORDER: 'delayed',
  GAMMA: 'gamma',
  GAMMA_UH: 'gamma',
  GAMMA_CONVOLUTION: 'gamma',
  ROUTE_GAMMA_CONVOLUTION: 'gamma',
  TRIANGULAR_UH: 'triangle',
  TRI_CONVOLUTION: 'triangle',
  ROUTE_TRI_CONVOLUTION: 'triangle',
  EXPONENTIAL_UH: 'series',
  SERIES_LINEAR_RESERVOIRS: 'series',
  RESERVOIRS_SERIES: 'series',
  ROUTE_RESERVOIR_SERIES: 'series',
};

/** The channel routing methods whose inflow history does not depend on the reach (GenerateRoutingHydrograph). */
const FIXED_INFLOW: Readonly<Record<string, number>> = {
  ROUTE_HYDROLOGIC: 2,
  ROUTE_TVD: 2,
  ROUTE_MUSKINGUM: 20,
  ROUTE_MUSKINGUM_CUNGE: 20,
  ROUTE_STORAGECOEFF: 20,
  ROUTE_NONE: 20,
  ROUTE_EXTERNAL: 20,
};

/** `ceil(x)`, or undefined where x is so near a whole number that a last-digit difference could change it. */
function certainCeil(x: number): number | undefined {
  if (!Number.isFinite(x)) return undefined;
  const near = Math.round(x);
  if (Math.abs(x - near) < 1e-9 * Math.max(1, Math.abs(x))) return undefined;
  return Math.ceil(x);
}

/** The certain history lengths of each subbasin, by ID. */
export const historySizesOf: (model: ModelFacts) => ReadonlyMap<IdKey, SubbasinHistory> = oncePerModel(
  (model) => {
    const out = new Map<IdKey, SubbasinHistory>();
    const tstep = simulationOf(model).timestep;
    if (!(tstep > 0)) return out;
    const method = routingOf(model);
    const fixed = FIXED_INFLOW[method];
    const inflow = fixed === undefined ? undefined : { size: fixed, how: `:Routing ${method}` };
    const route = optionEffect(model, ':CatchmentRoute');
    const catchment = CATCHMENT[route?.value ?? 'ROUTE_DUMP'];
    const routeName = `:CatchmentRoute ${route?.value ?? 'ROUTE_DUMP'}`;
    const properties = subbasinProperties(model);
    for (const r of subbasinRouting(model)) {
      const cells = properties.get(r.subbasin.key);
      const number = (name: string, auto: number): number | undefined => {
        const text = cells?.get(name)?.token.text;
        if (text === undefined || text === '_AUTO' || text === 'AUTO') return auto;
        if (text === '_DEFAULT' || text === '_DEF') return undefined;
        return atof(text);
      };
      const lag = number('TIME_LAG', 0);
      let lateral: HistorySize | undefined;
      let base: number | undefined;
      let how = routeName;
      if (catchment === 'dump') base = 3;
      else if (catchment === 'delayed') base = 2;
      else if (catchment === 'triangle') {
        const c = certainCeil(r.tConc.value / tstep);
        base = c === undefined ? undefined : c + 3;
        how += `, time of concentration ${round(r.tConc.value)} d`;
      } else if (catchment === 'gamma') {
        const c = certainCeil((4.5 * Math.pow(r.gammaShape.value, 0.6)) / r.gammaScale.value / tstep);
        base = c === undefined ? undefined : c + 1;
        how += `, gamma shape ${round(r.gammaShape.value)} and scale ${round(r.gammaScale.value)}`;
      } else if (catchment === 'series') {
        const k = number('RES_CONSTANT', -Math.log(r.tConc.value / (1 + r.tConc.value)));
        const n = number('NUM_RESERVOIRS', 1);
        const c = k === undefined ? undefined : certainCeil(4.0 / k / tstep);
        base = c === undefined || n === undefined ? undefined : c * Math.trunc(n) + 2;
        how += `, reservoir constant ${round(k ?? 0)} and ${n} reservoir(s)`;
      }
      const lagSteps = lag === undefined ? undefined : lag === 0 ? 0 : certainCeil(lag / tstep);
      if (base !== undefined && lagSteps !== undefined && base + lagSteps > 0) {
        lateral = {
          size: base + lagSteps,
          how: `${how}${lag ? `, TIME_LAG ${lag} d` : ''}, time step ${round(tstep)} d`,
        };
      }
      if (lateral || inflow) out.set(r.subbasin.key, { lateral, inflow });
    }
    return out;
  },
);

function round(x: number): string {
  return String(Number(x.toPrecision(4)));
}
