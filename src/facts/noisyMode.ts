/**
 * Whether Raven runs in noisy mode when it reads the files after the .rvi (ParseMainInputFile): the last of the
 * reporting modes (`:NoisyMode` on, `:SilentMode` and `:QuietMode` off: the catalogue's `noisy`) in the .rvi's
 * reading order; off when none is given. Raven's `-n` command-line option turns it on too, which the model's
 * text cannot tell.
 */
import type { ModelFacts } from './facts.js';

/** True when the .rvi leaves Raven in noisy mode. */
export function noisyMode(model: ModelFacts): boolean {
  let noisy = false;
  for (const ref of model.rvi.commands) noisy = ref.command.spec?.noisy ?? noisy;
  return noisy;
}
