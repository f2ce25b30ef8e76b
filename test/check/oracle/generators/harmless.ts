/**
 * Edits that must not change anything: comments added, two independent options swapped, a parameter nudged
 * within its range. Raven completes on them, and rvkit must report no error.
 */
import { commandName } from '../../../../src/ast/nodes.js';
import type { CommandRef } from '../../../../src/facts/readingOrder.js';
import { lineOf } from '../../../../src/facts/site.js';
import { insertLineBefore, relPath, replaceSite, type Generator, type Mutation } from '../mutation.js';

/** A comment line and an inline comment added. */
export const comments: Generator = {
  kinds: ['harmless-comment'],
  harmless: true,
  generate(fx) {
    const out: Mutation[] = [];
    for (const type of ['rvi', 'rvp', 'rvh', 'rvt'] as const) {
      const commands = fx.facts.commands(type).filter((r) => !r.command.continuation);
      if (commands.length === 0) continue;
      const ref = fx.rng.pick(commands);
      const line = ref.command.line;
      const end = line.words[line.words.length - 1];
      const inline = line.comment === '' && ref.command.spec?.args?.at(-1)?.type !== 'path';
      out.push({
        kind: 'harmless-comment',
        label: `comment before ${line.words[0].text} in the .${type}${inline ? ' and after it' : ''}`,
        edits: [
          insertLineBefore(fx, ref.file, line.start, '# a comment added by a checker test'),
          ...(inline
            ? [
                replaceSite(
                  fx,
                  { file: ref.file, offset: end.offset, length: end.text.length },
                  `${end.text}  # note`,
                ),
              ]
            : []),
        ],
        at: { file: relPath(fx, ref.file), line: lineOf(ref.file, line.start) },
      });
    }
    return out;
  },
};

/** Commands whose place in the .rvi does not matter. */
const MOVABLE = new Set([
  ':RunName',
  ':WriteForcingFunctions',
  ':WriteMassBalanceFile',
  ':EvaluationMetrics',
  ':SuppressOutputICs',
  ':SnapshotHydrograph',
  ':BenchmarkingMode',
  ':SilentMode',
  ':NoisyMode',
  ':WriteNetcdfFormat',
  ':Method',
  ':TimeStep',
  ':OutputInterval',
  ':Evaporation',
  ':OW_Evaporation',
  ':RainSnowFraction',
  ':PotentialMeltMethod',
  ':OroTempCorrect',
  ':OroPrecipCorrect',
  ':OroPETCorrect',
  ':CatchmentRoute',
  ':Routing',
  ':Interpolation',
  ':SWRadiationMethod',
  ':LWRadiationMethod',
  ':CloudCoverMethod',
  ':WindspeedMethod',
  ':PrecipIceptFract',
  ':MonthlyInterpolationMethod',
]);

function movable(ref: CommandRef): boolean {
  return ref.markers.length === 0 && MOVABLE.has(ref.command.spec?.name ?? commandName(ref.command));
}

/** Two neighbouring, independent .rvi options swapped. */
export const reorderedOptions: Generator = {
  kinds: ['harmless-reorder'],
  harmless: true,
  generate(fx) {
    const commands = fx.facts.rvi.commands;
    const pairs: [CommandRef, CommandRef][] = [];
    for (let i = 0; i + 1 < commands.length; i++) {
      const [a, b] = [commands[i], commands[i + 1]];
      if (
        a.file === b.file &&
        movable(a) &&
        movable(b) &&
        commandName(a.command) !== commandName(b.command)
      ) {
        pairs.push([a, b]);
      }
    }
    return fx.rng.sample(pairs, 2).map(([a, b]) => {
      const text = (r: CommandRef) => r.command.line.words.map((w, i) => (i ? w.pre : '') + w.text).join('');
      const siteOf = (r: CommandRef) => {
        const first = r.command.line.words[0];
        const last = r.command.line.words[r.command.line.words.length - 1];
        return { file: r.file, offset: first.offset, length: last.offset + last.text.length - first.offset };
      };
      return {
        kind: 'harmless-reorder',
        label: `${commandName(a.command)} and ${commandName(b.command)} swapped`,
        edits: [replaceSite(fx, siteOf(a), text(b)), replaceSite(fx, siteOf(b), text(a))],
        at: { file: relPath(fx, a.file), line: lineOf(a.file, a.command.line.start) },
      };
    });
  },
};

/**
 * A parameter value lowered by 2%, staying on the same side of zero (lowered: many parameters are fractions
 * whose upper bound, 1, corpus models often use, and which Raven checks).
 */
export const nudgedParameter: Generator = {
  kinds: ['harmless-parameter'],
  harmless: true,
  generate(fx) {
    const values = fx.facts.rvp.parameterTables.flatMap((t) =>
      t.rows.flatMap((r) =>
        r.values.filter((v) => /^-?\d*\.\d+$|^-?\d+\.\d*$/.test(v.text) && Number(v.text) !== 0),
      ),
    );
    return fx.rng.sample(values, 3).map((v) => {
      const text = String(Number((Number(v.text) * 0.98).toPrecision(6)));
      return {
        kind: 'harmless-parameter',
        label: `parameter value ${v.text} -> ${text}`,
        edits: [replaceSite(fx, v.site, text)],
        at: { file: relPath(fx, v.site.file), line: lineOf(v.site.file, v.site.offset) },
      };
    });
  },
};

/** The generators of this family. */
export const HARMLESS_GENERATORS: readonly Generator[] = [comments, reorderedOptions, nudgedParameter];
