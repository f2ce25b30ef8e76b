/** Misspelt option values and process algorithms in the .rvi. */
import { argToken } from '../../../../src/check/model/args.js';
import { atSite, replaceSite, type Generator, type Mutation } from '../mutation.js';
import { misspell } from './misspell.js';

/** An enumerated option value (`:Routing ROUTE_NONE`) misspelt. */
export const optionValue: Generator = {
  kinds: ['option-value'],
  generate(fx) {
    const options = fx.facts.rvi.commands.filter((r) => {
      const arg = r.command.spec?.args?.[0];
      return arg?.type === 'enum' && !r.command.spec?.block && argToken(r, 0) !== undefined;
    });
    const out: Mutation[] = [];
    for (const ref of fx.rng.sample(options, 4)) {
      const token = argToken(ref, 0)!;
      const known = new Set(ref.command.spec!.args![0].values ?? []);
      const text = misspell(token.text, fx.rng, known);
      out.push({
        kind: 'option-value',
        label: `${ref.command.line.words[0].text} ${token.text} -> ${text}`,
        edits: [replaceSite(fx, token.site, text)],
        at: atSite(fx, token.site),
      });
    }
    return out;
  },
};

/** A hydrologic process algorithm (`:Baseflow BASE_LINEAR`) misspelt. */
export const processAlgorithm: Generator = {
  kinds: ['process-algorithm'],
  generate(fx) {
    const lines = fx.facts.rvi.processes.filter((p) => p.algorithm);
    return fx.rng.sample(lines, 3).map((p) => {
      const token = p.algorithm!;
      const text = misspell(token.text, fx.rng, new Set([token.text]));
      return {
        kind: 'process-algorithm',
        label: `${p.name} ${token.text} -> ${text}`,
        edits: [replaceSite(fx, token.site, text)],
        at: atSite(fx, token.site),
      };
    });
  },
};

/** The generators of this family. */
export const OPTION_GENERATORS: readonly Generator[] = [optionValue, processAlgorithm];
