/**
 * Facts derived from a model are worked out once and shared by every rule and tool that asks: a loaded model
 * does not change, so a fact is kept as long as its model lives (a weak map: a dropped model takes its facts
 * with it).
 */
import type { ModelFacts } from './facts.js';

/** `compute` made to run once per model: later calls with the same model return the first result. */
export function oncePerModel<T>(compute: (model: ModelFacts) => T): (model: ModelFacts) => T {
  const kept = new WeakMap<ModelFacts, { value: T }>();
  return (model) => {
    let entry = kept.get(model);
    if (!entry) kept.set(model, (entry = { value: compute(model) }));
    return entry.value;
  };
}

/** `compute` made to run once per model and key (a column's name, the host that reads the model's files). */
export function oncePerModelAnd<K, T>(
  compute: (model: ModelFacts, key: K) => T,
): (model: ModelFacts, key: K) => T {
  const kept = new WeakMap<ModelFacts, Map<K, T>>();
  return (model, key) => {
    let byKey = kept.get(model);
    if (!byKey) kept.set(model, (byKey = new Map()));
    if (!byKey.has(key)) byKey.set(key, compute(model, key));
    return byKey.get(key)!;
  };
}
