import { argTokens } from '../../../facts/args.js';
import { atof } from '../../../facts/ravenNumbers.js';
import type { Rule } from '../../rule.js';

/** The two blends: the command, the method command it needs, the blended method, and Raven's two warnings. */
const BLENDS = [
  {
    command: ':BlendedPETWeights',
    method: ':Evaporation',
    blended: 'PET_BLENDED',
    sum: 'ParseInput#35',
    unused: 'ParseInput#36',
    words: [
      'BlendedPETWeights do not add to 1.0',
      'BlendedPETWeights provided, but PET method is not PET_BLENDED',
    ],
  },
  {
    command: ':BlendedPotMeltWeights',
    method: ':PotentialMeltMethod',
    blended: 'POTMELT_BLENDED',
    sum: 'ParseInput#39',
    unused: 'ParseInput#40',
    words: [
      'BlendedPotMeltWeights do not add to 1.0',
      'BlendedPotMeltWeights provided, but potential melt method is not POTMELT_BLENDED',
    ],
  },
] as const;

/**
 * RV517: blend weights that do not add to 1, or that no blended method uses. ParseMainInputFile reads
 * `:BlendedPETWeights m1 w1 m2 w2 …` (pairs: weights as given; an odd count: numbers it turns into weights that
 * add to 1) and warns when the weights are off 1 by 0.05 or more (it then keeps them as they are), and when the
 * method read so far is not the blended one.
 */
export const blendedWeights: Rule = {
  code: 'RV517',
  name: 'blended-weights',
  category: 'options',
  severity: 'warning',
  docs: {
    summary:
      'The weights of `:BlendedPETWeights`/`:BlendedPotMeltWeights` add to 1, and the line comes below `:Evaporation PET_BLENDED`/`:PotentialMeltMethod POTMELT_BLENDED`.',
    why: 'Raven rescales weights that add to within 0.05 of 1; others it keeps as they are and warns (":BlendedPETWeights do not add to 1.0"), so the blended PET or melt is scaled up or down by their sum. It also warns when the method read so far is not the blended one (":BlendedPETWeights provided, but PET method is not PET_BLENDED"): the weights are then unused, or the method comes below them.',
    fix: 'Make the weights add to 1, and put :Evaporation PET_BLENDED (or :PotentialMeltMethod POTMELT_BLENDED) above the weights.',
    source: 'ParseInput.cpp ParseMainInputFile (:BlendedPETWeights, :BlendedPotMeltWeights)',
    example: {
      fileType: 'rvi',
      bad: ':Evaporation PET_BLENDED\n:BlendedPETWeights PET_HARGREAVES_1985 0.6 PET_OUDIN 0.6',
      good: ':Evaporation PET_BLENDED\n:BlendedPETWeights PET_HARGREAVES_1985 0.4 PET_OUDIN 0.6',
    },
  },
  ravenWarnings: BLENDS.flatMap((b) => [b.sum, b.unused]),
  check({ model, report }) {
    const methods = new Map<string, string>();
    for (const ref of model.commands('rvi')) {
      const name = ref.command.spec?.name ?? '';
      const blend = BLENDS.find((b) => b.command === name);
      if (!blend) {
        const method = BLENDS.find((b) => b.method === name);
        const value = method && argTokens(ref)[0];
        if (value) methods.set(name, value.text);
        continue;
      }
      const args = argTokens(ref);
      if (args.length === 0) continue;
      // Pairs of method and weight: the weights as given (an odd count gives numbers Raven turns into weights).
      if (args.length % 2 === 0) {
        const weights = args.filter((_, i) => i % 2 === 1);
        const sum = weights.reduce((s, w) => s + atof(w.text), 0);
        if (!(Math.abs(sum - 1) < 0.05)) {
          report({
            at: weights[weights.length - 1].site,
            ravenWarning: blend.sum,
            message: `the weights of ${name} add to ${Math.round(sum * 1e6) / 1e6}, not 1: Raven keeps them as they are and warns ("${blend.words[0]}")`,
          });
        }
      }
      const method = methods.get(blend.method);
      if (method !== blend.blended) {
        report({
          at: args[0].site,
          ravenWarning: blend.unused,
          message: `${name} while ${method === undefined ? `no ${blend.method} is set above it` : `${blend.method} above it is ${method}`}: Raven warns ("${blend.words[1]}") and does not blend; set ${blend.method} ${blend.blended} above this line if you mean to`,
        });
      }
    }
  },
};
