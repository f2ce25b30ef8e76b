/**
 * An EnKF ensemble (`:EnsembleMode ENSEMBLE_ENKF n`) as CEnKFEnsemble::Initialize sees it (EnKF.cpp): the mode
 * the .rve's first `:EnKFMode` sets, the assimilation window `:WindowSize` sets, and what makes Initialize stop
 * before it reaches its warnings (one member; outside the forecast modes, no forcing perturbation or no
 * assimilated state Raven keeps).
 */
import { commandName } from '../ast/nodes.js';
import { argToken } from './args.js';
import { droppedState } from './assimilatedState.js';
import type { ModelFacts } from './facts.js';
import { sToI } from './ravenNumbers.js';
import { ensembleLine } from './runFiles.js';
import type { Token } from './site.js';

/** The EnKF modes that only forecast: Raven then needs neither perturbations nor assimilated states. */
const FORECASTS = new Set(['ENKF_FORECAST', 'ENKF_OPEN_FORECAST']);

/** Why CEnKFEnsemble::Initialize stops: its words after "CEnKFEnsemble::Initialize: ", and the token at fault. */
export interface EnkfRefusal {
  readonly kind: 'members' | 'perturbation' | 'state';
  readonly at: Token;
  readonly words: string;
  /** For `state`: an :AssimilatedState line exists but Raven drops each. */
  readonly dropped?: boolean;
}

/** An EnKF ensemble of the model. */
export interface EnkfSetup {
  /** The `:EnsembleMode` mode token and member count. */
  readonly mode: Token;
  readonly members: Token;
  /** True when the mode is a forecast mode (or a run-info file may set it: unknown, taken as a forecast). */
  readonly forecast: boolean;
  /** True when a `:FEWSRunInfoFile` may set the EnKF mode first (the mode-dependent needs are then unknown). */
  readonly modeUnknown: boolean;
  /** The assimilation window in time steps (`:WindowSize`, default 1), before Raven caps it at the run's steps. */
  readonly window: number;
  /** What stops CEnKFEnsemble::Initialize before its warnings; empty when it goes on. */
  readonly refusals: readonly EnkfRefusal[];
}

/** The model's EnKF ensemble, or undefined when Raven does not run one. */
export function enkfSetupOf(model: ModelFacts): EnkfSetup | undefined {
  const line = ensembleLine(model.rvi);
  if (line?.mode.text !== 'ENSEMBLE_ENKF') return undefined;
  const refusals: EnkfRefusal[] = [];
  if (sToI(line.members.text) <= 1) {
    refusals.push({
      kind: 'members',
      at: line.members,
      words: 'number of EnKF ensemble members must be >1',
    });
  }
  const rve = model.commands('rve');
  let window = 1;
  for (const r of rve) {
    if (commandName(r.command) !== ':WindowSize') continue;
    const t = argToken(r, 0);
    if (t) window = sToI(t.text);
  }
  // A run-info file may set the mode first; the .rve's first :EnKFMode is then ignored.
  const modeUnknown = model.rvi.byName.has(':FEWSRunInfoFile');
  // The first :EnKFMode sets the mode; a later one is ignored.
  const enkfMode = rve.find((r) => commandName(r.command) === ':EnKFMode');
  const forecast = modeUnknown || FORECASTS.has((enkfMode && argToken(enkfMode, 0)?.text) ?? '');
  if (!forecast) {
    if (!rve.some((r) => commandName(r.command) === ':ForcingPerturbation')) {
      refusals.push({
        kind: 'perturbation',
        at: line.mode,
        words: 'at least one forcing perturbation must be set using :ForcingPerturbation command',
      });
    }
    const states = rve.filter((r) => commandName(r.command) === ':AssimilatedState');
    if (!states.some((r) => !droppedState(model, r))) {
      refusals.push({
        kind: 'state',
        at: line.mode,
        words: 'at least one assimilated state must be set in :ForcingPerturbation command',
        dropped: states.length > 0,
      });
    }
  }
  return { mode: line.mode, members: line.members, forecast, modeUnknown, window, refusals };
}
