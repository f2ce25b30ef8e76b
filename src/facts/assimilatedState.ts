/**
 * How Raven reads an `:AssimilatedState` line of the .rve in EnKF mode (ParseEnsembleFile.cpp): the state
 * variable is looked up with the .rvi's aliases, and one the model does not have is dropped with a warning.
 */
import { argToken, argTokens } from './args.js';
import type { ModelFacts } from './facts.js';
import type { CommandRef } from './readingOrder.js';
import { resolveStore, soilLayers, type AliasDef } from './stores.js';

/**
 * Why Raven drops the state of an `:AssimilatedState` line, or undefined when it may keep it. Only what is
 * certain from the text: a soil layer beyond :SoilModel (the model's other stores are not reproduced).
 */
export function droppedState(model: ModelFacts, ref: CommandRef): string | undefined {
  const t = argToken(ref, 0);
  const layers = soilLayers(model);
  if (!t || layers === undefined) return undefined;
  const aliases: AliasDef[] = model.uses('rvi', ':Alias').flatMap((at) => {
    const [alias, target] = argTokens(at);
    return alias && target ? [{ name: alias, target, ref: at }] : [];
  });
  const store = resolveStore(t.text, aliases);
  if (store.type !== 'SOIL' || store.layer === undefined || store.layer < layers) return undefined;
  const range = layers === 1 ? 'SOIL[0] only' : `SOIL[0] to SOIL[${layers - 1}]`;
  return `${t.text} is a soil layer :SoilModel does not create (${range})`;
}
