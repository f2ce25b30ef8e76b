/**
 * The catchment unit hydrograph Raven builds for each subbasin (SubBasin.cpp CSubBasin::
 * GenerateCatchmentHydrograph) with ROUTE_GAMMA_CONVOLUTION, in Raven's own arithmetic (CommonFunctions.cpp
 * gamma2, IncompleteGamma, GammaCumDist): its length in time steps and the area under it before Raven scales
 * it to 1, which Raven warns about when it is more than 0.05 from 1. The other catchment routings cannot fall
 * short: the triangle's history ends three steps after the time of concentration (the whole triangle), the
 * reservoir series' at four times its mean delay (more than 0.98 of it), DUMP is one step.
 */
import type { ModelFacts } from './facts.js';
import { optionEffect } from './optionEffect.js';
import { atof } from './ravenNumbers.js';
import { simulationOf } from './simulation.js';
import type { Token } from './site.js';
import { subbasinProperties, subbasinRouting, type SubbasinRouting } from './subbasinRouting.js';

/** The :CatchmentRoute values Raven reads as ROUTE_GAMMA_CONVOLUTION (ParseMainInputFile). */
const GAMMA_ROUTES = new Set(['GAMMA', 'GAMMA_UH', 'GAMMA_CONVOLUTION', 'ROUTE_GAMMA_CONVOLUTION']);

/** A subbasin's gamma unit hydrograph. */
export interface GammaHydrograph {
  readonly routing: SubbasinRouting;
  /** TIME_LAG [d] and its cell, when given. */
  readonly lag: number;
  readonly lagToken?: Token;
  /** The time step [d]. */
  readonly timestep: number;
  /** Its length in time steps (_nQlatHist). */
  readonly steps: number;
  /** The area under it before Raven scales it to 1 (the last ordinate cut to 0). */
  readonly sum: number;
}

/** The gamma unit hydrograph of every subbasin, when :CatchmentRoute is a gamma convolution and the times are certain. */
export function gammaHydrographs(model: ModelFacts): GammaHydrograph[] {
  const route = optionEffect(model, ':CatchmentRoute');
  if (!route || !GAMMA_ROUTES.has(route.value)) return [];
  const sim = simulationOf(model);
  if (!sim.valid) return [];
  const tstep = sim.timestep;
  const properties = subbasinProperties(model);
  const out: GammaHydrograph[] = [];
  for (const routing of subbasinRouting(model)) {
    const lagCell = properties.get(routing.subbasin.key)?.get('TIME_LAG');
    const lagText = lagCell?.token.text;
    if (lagText === '_DEFAULT' || lagText === '_DEF') continue;
    const lag = lagText === undefined || lagText === '_AUTO' || lagText === 'AUTO' ? 0 : atof(lagText);
    const alpha = routing.gammaShape.value;
    const beta = routing.gammaScale.value;
    // Raven stops on these before it builds the hydrograph (CSubBasin::Initialize).
    if (
      !(alpha > 0) ||
      !(beta > 0) ||
      !(routing.tPeak.value > 0) ||
      routing.tConc.value < routing.tPeak.value
    )
      continue;
    let steps = Math.trunc(Math.ceil((4.5 * Math.pow(alpha, 0.6)) / beta / tstep)) + 1;
    steps += Math.trunc(Math.ceil(lag / tstep));
    if (steps <= 0) continue;
    const uh = new Float64Array(steps);
    let sum = 0;
    for (let n = 0; n < steps; n++) {
      const t = n * tstep - lag;
      uh[n] = gammaCumDist(t + tstep, alpha, beta) - sum;
      sum += uh[n];
    }
    uh[steps - 1] = 0.0;
    sum = 0;
    for (let n = 0; n < steps; n++) sum += uh[n];
    out.push({ routing, lag, lagToken: lagCell?.token, timestep: tstep, steps, sum });
  }
  return out;
}

/** Raven's GammaCumDist: IncompleteGamma(βt, α) / gamma2(α). */
function gammaCumDist(t: number, alpha: number, beta: number): number {
  return incompleteGamma(beta * t, alpha) / gamma2(alpha);
}

/** Raven's IncompleteGamma: a 100-term series, its argument held below 50. */
function incompleteGamma(x: number, a: number): number {
  if (x <= 0) return 0.0;
  if (x > 50) return incompleteGamma(49.9, a);
  let num = 1.0;
  let sum = 0.0;
  let prod = 1.0;
  for (let n = 0; n < 100; n++) {
    if (n > 0) num *= x;
    prod *= a + n;
    sum += num / prod;
  }
  return sum * Math.pow(x, a) * Math.exp(-x);
}

/** Raven's coefficients of 1/Γ (gamma2). */
const G = [
  1.0, 0.5772156649015329, -0.6558780715202538, -0.420026350340952e-1, 0.1665386113822915,
  -0.421977345555443e-1, -0.9621971527877e-2, 0.7218943246663e-2, -0.11651675918591e-2, -0.2152416741149e-3,
  0.1280502823882e-3, -0.201348547807e-4, -0.12504934821e-5, 0.1133027232e-5, -0.2056338417e-6, 0.6116095e-8,
  0.50020075e-8, -0.11812746e-8, 0.1043427e-9, 0.77823e-11, -0.36968e-11, 0.51e-12, -0.206e-13, -0.54e-14,
  0.14e-14,
];

/** Raven's gamma2: Γ(x), 0 above 171 (its overflow flag). */
function gamma2(x: number): number {
  if (x > 171.0) return 0.0;
  if (x === Math.trunc(x)) {
    if (!(x > 0.0)) return NaN; // Raven stops ("Gamma:negative integer values not allowed")
    let ga = 1.0;
    for (let i = 2; i < x; i++) ga *= i;
    return ga;
  }
  let z = x;
  let r = 1.0;
  if (Math.abs(x) > 1.0) {
    z = Math.abs(x);
    const m = Math.trunc(z);
    for (let k = 1; k <= m; k++) r *= z - k;
    z -= m;
  }
  let gr = G[24];
  for (let k = 23; k >= 0; k--) gr = gr * z + G[k];
  let ga = 1.0 / (gr * z);
  if (Math.abs(x) > 1.0) {
    ga *= r;
    if (x < 0.0) ga = -Math.PI / (x * ga * Math.sin(Math.PI * x));
  }
  return ga;
}
