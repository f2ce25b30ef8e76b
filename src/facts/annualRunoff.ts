/**
 * The average annual runoff [mm/yr] the .rvp leaves Raven with: `:AvgAnnualRunoff` or `:GlobalParameter
 * AVG_ANNUAL_RUNOFF`, the last line read winning. Raven estimates each subbasin's lateral inflow from it, and
 * from those the reference flows of the reaches (CModel::InitializeBasinFlows).
 */
import { commandName } from '../ast/nodes.js';
import { argToken } from './args.js';
import type { ModelFacts } from './facts.js';
import { oncePerModel } from './memo.js';
import { atof } from './ravenNumbers.js';
import type { Token } from './site.js';

/** The value and the token that gives it. */
export interface AnnualRunoff {
  readonly value: number;
  readonly token: Token;
}

/** The average annual runoff the .rvp gives, if any. */
export const annualRunoff: (model: ModelFacts) => AnnualRunoff | undefined = oncePerModel((model) => {
  let out: AnnualRunoff | undefined;
  for (const ref of model.commands('rvp')) {
    const name = commandName(ref.command);
    const token =
      name === ':AvgAnnualRunoff'
        ? argToken(ref, 0)
        : name === ':GlobalParameter' && argToken(ref, 0)?.text === 'AVG_ANNUAL_RUNOFF'
          ? argToken(ref, 1)
          : undefined;
    if (token) out = { value: atof(token.text), token };
  }
  return out;
});
