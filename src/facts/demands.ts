/**
 * The water demands of a model as Raven's demand optimiser knows them: each `:IrrigationDemand`/`:WaterDemand`
 * of the .rvt on a subbasin of the model, and each `:ReservoirExtraction`/`:ReservoirDemand` on a subbasin with a
 * :Reservoir (ParseTimeSeriesFile.cpp, cases 63 and 52: only these are added to the optimiser). A .rvm names a
 * demand by its ID or its name (CDemandOptimizer::GetDemandIndexFromName). A demand of a subbasin disabled when the
 * .rvt is read is dropped (CDemandOptimizer::AddWaterDemand), though it still counts in its subbasin's default names.
 */
import { argToken } from './args.js';
import { disabledSubbasinsOf } from './disabledSubbasins.js';
import type { ModelFacts } from './facts.js';
import { oncePerModel } from './memo.js';
import { networkOf } from './network.js';
import { atoll, idKey, sToI } from './ravenNumbers.js';
import { reservoirSubbasinsOf } from './reservoirSubbasins.js';

/** One demand: its ID (as a decimal string) and name, defaulted as Raven defaults them. */
export interface Demand {
  readonly id: string;
  readonly name: string;
}

/** Raven's default demand names end in the demand's place among its subbasin's demands: D120a, D120b, … */
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The demands the optimiser holds, in the order the .rvt adds them. */
export const demandsOf = oncePerModel((model: ModelFacts): readonly Demand[] => {
  const network = networkOf(model);
  const reservoirs = reservoirSubbasinsOf(model);
  // Where the disabled subbasins are not certain, every demand is kept (no warning claimed on a guess).
  const disabled = disabledSubbasinsOf(model)?.atTimeSeries ?? new Set();
  const perSubbasin = new Map<string, number>();
  const out: Demand[] = [];
  for (const ref of model.uses('rvt', ':IrrigationDemand')) {
    const sb = argToken(ref, 0);
    if (!sb || !network.subbasinById.has(idKey(sb.text))) continue;
    const sbid = atoll(sb.text);
    const ii = perSubbasin.get(sbid) ?? 0;
    perSubbasin.set(sbid, ii + 1);
    if (disabled.has(idKey(sb.text))) continue;
    const id = argToken(ref, 1);
    const name = argToken(ref, 2);
    out.push({
      id: id ? String(sToI(id.text)) : (BigInt(sbid) * 10n + BigInt(ii)).toString(),
      name: name ? name.text : `D${sbid}${LETTERS[ii] ?? ''}`,
    });
  }
  for (const ref of model.uses('rvt', ':ReservoirExtraction')) {
    const sb = argToken(ref, 0);
    if (!sb || !reservoirs.has(idKey(sb.text)) || disabled.has(idKey(sb.text))) continue;
    const id = argToken(ref, 1);
    out.push({ id: id ? String(sToI(id.text)) : '-1', name: argToken(ref, 2)?.text ?? '' });
  }
  return out;
});

/** Whether a .rvm's demand word (an ID or a name) is one of the demands, as Raven matches it. */
export function namesDemand(demands: readonly Demand[], word: string): boolean {
  const asId = atoll(word);
  return demands.some((d) => d.id === asId || d.name === word);
}
