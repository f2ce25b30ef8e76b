/** Misspelt option values and process algorithms in the .rvi, and option lines whose colon is lost. */
import { argToken } from '../../../../src/facts/args.js';
import type { CommandRef } from '../../../../src/facts/readingOrder.js';
import { beforeSoilModel } from '../../../../src/facts/rviFacts.js';
import type { Fixture } from '../mutation.js';
import { atSite, replaceSite, type Generator, type Mutation } from '../mutation.js';
import { misspell } from './misspell.js';
import { OPTION_NEED_GENERATORS } from './optionNeeds.js';
import { PROCESS_GENERATORS } from './processes.js';

/** The .rvi option lines chosen by an enumerated first argument (`:Routing ROUTE_NONE`). */
function optionLines(fx: Fixture): CommandRef[] {
  return fx.facts.rvi.commands.filter((r) => {
    const arg = r.command.spec?.args?.[0];
    return arg?.type === 'enum' && !r.command.spec?.block && argToken(r, 0) !== undefined;
  });
}

/**
 * Up to `n` lines before :SoilModel and `n` after it: Raven treats an error before :SoilModel differently
 * (it only prints it), and the corpus has options on both sides.
 */
function bothSides(fx: Fixture, lines: readonly CommandRef[], n: number): CommandRef[] {
  const before = lines.filter((r) => beforeSoilModel(fx.facts.rvi, r));
  const after = lines.filter((r) => !beforeSoilModel(fx.facts.rvi, r));
  return [...fx.rng.sample(before, n), ...fx.rng.sample(after, n)];
}

/** An enumerated option value (`:Routing ROUTE_NONE`) misspelt, before and after :SoilModel. */
export const optionValue: Generator = {
  kinds: ['option-value'],
  generate(fx) {
    const out: Mutation[] = [];
    for (const ref of bothSides(fx, optionLines(fx), 3)) {
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

/**
 * Lines left out of the colon generator: without :Duration or :EndDate Raven simulates its default year,
 * which on an hourly model outlasts the oracle's time limit (a slow run, not a failure).
 */
const RUN_LENGTH = new Set([':Duration', ':EndDate']);

/** An option line whose leading colon is lost (`Routing ROUTE_NONE`), before and after :SoilModel. */
export const optionColon: Generator = {
  kinds: ['option-colon'],
  generate(fx) {
    const lines = fx.facts.rvi.commands.filter(
      (r) =>
        !r.command.spec?.block &&
        r.markers.length === 0 &&
        (r.command.spec?.args?.length ?? 0) > 0 &&
        !RUN_LENGTH.has(r.command.spec!.name),
    );
    return bothSides(fx, lines, 2).map((ref) => {
      const name = ref.command.line.words[0];
      const site = { file: ref.file, offset: name.offset, length: 1 };
      return {
        kind: 'option-colon',
        label: `${name.text} -> ${name.text.slice(1)}`,
        edits: [replaceSite(fx, site, '')],
        at: atSite(fx, site),
      };
    });
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
export const OPTION_GENERATORS: readonly Generator[] = [
  optionValue,
  optionColon,
  processAlgorithm,
  ...PROCESS_GENERATORS,
  ...OPTION_NEED_GENERATORS,
];
