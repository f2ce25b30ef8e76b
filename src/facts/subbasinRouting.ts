/**
 * The in-catchment routing times of each subbasin as Raven works them out in CSubBasin::Initialize
 * (SubBasin.cpp): the time of concentration, the time to peak and the gamma shape and scale come from
 * :SubBasinProperties (times their global multipliers, applied as the .rvh is read) or, where not given, from
 * the subbasin's area (McDermott–Pilgrim), from each other and from the :CatchmentRoute method, which resets the
 * time to peak for DUMP and GAMMA. Kept to the certain cases: a model that disables HRUs or subbasins, changes
 * subbasin properties by group, or computes the time of concentration another way gives no times.
 */
import { commandName } from '../ast/nodes.js';
import { argTokens } from './args.js';
import type { ModelFacts } from './facts.js';
import { oncePerModel } from './memo.js';
import { subbasinAreas } from './subbasinAreas.js';
import { networkOf, type SubbasinRow } from './network.js';
import { optionEffect } from './optionEffect.js';
import { atof, idKey, type IdKey } from './ravenNumbers.js';
import type { Token } from './site.js';
import { childCommand, tableRows } from './table.js';

/** One routing time of a subbasin: its value, and the cell that gave it (none when Raven computed it). */
export interface RoutingValue {
  readonly value: number;
  readonly token?: Token;
  /** The global multiplier Raven applied (`TOC_MULTIPLIER 2`), when it is not 1. */
  readonly multiplier?: string;
}

/** The routing times Raven checks for one subbasin. */
export interface SubbasinRouting {
  readonly subbasin: SubbasinRow;
  /** Time of concentration [d]. */
  readonly tConc: RoutingValue;
  /** Time to peak [d]. */
  readonly tPeak: RoutingValue;
  readonly gammaShape: RoutingValue;
  /** Gamma scale [1/d]. */
  readonly gammaScale: RoutingValue;
  /** True when :CatchmentRoute makes Raven compute the time to peak whatever is given (DUMP, GAMMA). */
  readonly peakComputed: boolean;
}

/** The :CatchmentRoute names for which Raven sets the time to peak to 0.3 × the time of concentration. */
const PEAK_COMPUTED = new Set([
  'DUMP',
  'ROUTE_DUMP',
  'GAMMA',
  'GAMMA_UH',
  'GAMMA_CONVOLUTION',
  'ROUTE_GAMMA_CONVOLUTION',
]);
/** Commands that change subbasin properties or the subbasins Raven initialises: with them no time is certain. */
const UNCERTAIN = [
  ':SBGroupPropertyMultiplier',
  ':SBGroupPropertyOverride',
  ':DisableHRUGroup',
  ':DisableSubBasinGroup',
];
const PROPERTIES = ['TIME_CONC', 'TIME_TO_PEAK', 'GAMMA_SHAPE', 'GAMMA_SCALE'] as const;
type Property = (typeof PROPERTIES)[number];
/** The global parameter that multiplies each property. */
const MULTIPLIER: Record<Property, string> = {
  TIME_CONC: 'TOC_MULTIPLIER',
  TIME_TO_PEAK: 'TIME_TO_PEAK_MULTIPLIER',
  GAMMA_SHAPE: 'GAMMA_SHAPE_MULTIPLIER',
  GAMMA_SCALE: 'GAMMA_SCALE_MULTIPLIER',
};

/** The routing times of every subbasin, or none when they are not certain. */
export const subbasinRouting: (model: ModelFacts) => readonly SubbasinRouting[] = oncePerModel(compute);

function compute(model: ModelFacts): SubbasinRouting[] {
  if (UNCERTAIN.some((name) => model.uses('rvh', name).length > 0)) return [];
  const toc = optionEffect(model, ':TimeOfConcentrationMethod');
  if (toc && toc.value !== 'TOC_MCDERMOTT_PILGRIM') return [];
  const route = optionEffect(model, ':CatchmentRoute');
  const peakComputed = PEAK_COMPUTED.has(route?.value ?? 'ROUTE_DUMP');
  const multiplier = globalMultipliers(model);

  // The values :SubBasinProperties gives, by subbasin, with Raven's multipliers.
  const given = new Map<IdKey, Map<Property, RoutingValue | 'auto' | 'unknown'>>();
  for (const [key, cells] of subbasinProperties(model)) {
    const values = new Map<Property, RoutingValue | 'auto' | 'unknown'>();
    given.set(key, values);
    for (const property of PROPERTIES) {
      const cell = cells.get(property);
      if (!cell) continue;
      const token = cell.token;
      if (token.text === '_AUTO' || token.text === 'AUTO') values.set(property, 'auto');
      else if (token.text === '_DEFAULT' || token.text === '_DEF') values.set(property, 'unknown');
      else {
        // Raven multiplies only when the header names the property in capitals.
        const times = cell.header === property ? multiplier[property] : 1;
        const by = times === 1 ? undefined : `${MULTIPLIER[property]} ${times}`;
        values.set(property, { value: atof(token.text) * times, token, multiplier: by });
      }
    }
  }

  const network = networkOf(model);
  const area = subbasinAreas(model);

  const out: SubbasinRouting[] = [];
  for (const subbasin of network.subbasinById.values()) {
    const values = given.get(subbasin.key) ?? new Map();
    const a = area.get(subbasin.key) ?? 0;
    if (!(a > 0) || [...values.values()].includes('unknown')) continue;
    const of = (p: Property) => {
      const v = values.get(p);
      return typeof v === 'object' ? v : undefined;
    };
    const tConc = of('TIME_CONC') ?? {
      value: ((0.76 * Math.pow(a, 0.38)) / 24) * multiplier.TIME_CONC,
    };
    const tPeak = (!peakComputed && of('TIME_TO_PEAK')) || {
      value: 0.3 * tConc.value * multiplier.TIME_TO_PEAK,
    };
    const gammaShape = of('GAMMA_SHAPE') ?? { value: 3.0 * multiplier.GAMMA_SHAPE };
    const gammaScale = of('GAMMA_SCALE') ?? {
      value: Math.max((gammaShape.value - 1.0) / tPeak.value, 0.01) * multiplier.GAMMA_SCALE,
    };
    out.push({ subbasin, tConc, tPeak, gammaShape, gammaScale, peakComputed });
  }
  return out;
}

/** A value :SubBasinProperties gives a subbasin, and the header word that names it. */
export interface PropertyCell {
  readonly token: Token;
  readonly header: string;
}

/**
 * The cells :SubBasinProperties gives each subbasin, by property name in capitals (as CSubBasin::
 * SetBasinProperties compares them); a later row overrides an earlier one. Rows shorter than the header are
 * left out (Raven stops on them).
 */
export const subbasinProperties: (
  model: ModelFacts,
) => ReadonlyMap<IdKey, ReadonlyMap<string, PropertyCell>> = oncePerModel((model) => {
  const out = new Map<IdKey, Map<string, PropertyCell>>();
  for (const ref of model.uses('rvh', ':SubBasinProperties')) {
    const header = childCommand(ref.command, ':Parameters');
    if (!header) continue;
    const names = header.line.words.slice(1).map((w) => w.text);
    for (const row of tableRows(ref.file, ref.command)) {
      if (row.tokens.length < names.length + 1) continue;
      const key = idKey(row.tokens[0].text);
      let cells = out.get(key);
      if (!cells) out.set(key, (cells = new Map()));
      names.forEach((name, i) => cells.set(name.toUpperCase(), { token: row.tokens[i + 1], header: name }));
    }
  }
  return out;
});

/** The four global multipliers as the .rvp leaves them (1 where not given; the last line wins). */
function globalMultipliers(model: ModelFacts): Record<Property, number> {
  const out: Record<Property, number> = { TIME_CONC: 1, TIME_TO_PEAK: 1, GAMMA_SHAPE: 1, GAMMA_SCALE: 1 };
  for (const ref of model.commands('rvp')) {
    if ((ref.command.spec?.name ?? commandName(ref.command)) !== ':GlobalParameter') continue;
    const [name, value] = argTokens(ref);
    const property = PROPERTIES.find((p) => MULTIPLIER[p] === name?.text.toUpperCase());
    if (property && value) out[property] = atof(value.text);
  }
  return out;
}
