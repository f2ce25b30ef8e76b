import { CATALOGUE } from '../../../../grammar/index.js';
import { RAVEN_WARNINGS } from '../../../../grammar/ravenWarnings.js';
import { warningWords } from '../../../../grammar/ravenWarningMatch.js';
import type { RavenWarning } from '../../../../grammar/types.js';
import { commandName } from '../../../ast/nodes.js';
import { argToken } from '../../../facts/args.js';
import { demandsOf, namesDemand } from '../../../facts/demands.js';
import { managementRead } from '../../../facts/runFiles.js';
import type { Token } from '../../../facts/site.js';
import { tableRows } from '../../../facts/table.js';
import { didYouMean } from '../../didYouMean.js';
import type { Rule } from '../../rule.js';

/** Raven's warning of a .rvm command about a demand or demand group it does not find: its message names the command. */
function warningOf(command: string): RavenWarning | undefined {
  return RAVEN_WARNINGS.find(
    (w) =>
      /^(ParseManagementFile|DemandOptimization)\.cpp$/.test(w.file) &&
      /invalid/.test(w.message) &&
      new RegExp(`:\\s?${command.slice(1)} command`).test(w.message),
  );
}

/** The catalogue's names of arguments (and :DemandGroup's row column) that name a demand or a demand group. */
const NAMING = new Set(['demand', 'demands', 'group']);

/** Raven's warnings of the .rvm commands with such an argument (some, like :DemandPriority, have none). */
const WARNINGS = CATALOGUE.rvm.commands.flatMap((c) => {
  const names = [...(c.args ?? []), ...(c.block?.rows?.columns ?? [])].map((a) => a.name);
  const warning = names.some((n) => NAMING.has(n)) ? warningOf(c.name) : undefined;
  return warning ? [warning.id] : [];
});

/** RV263: a command of the management file (.rvm) names a water demand or demand group the model does not have. */
export const managementDemand: Rule = {
  code: 'RV263',
  name: 'management-demand',
  category: 'references',
  severity: 'warning',
  docs: {
    summary:
      'Every demand a management file (.rvm) command names (:DemandGroup, :DemandMultiplier, :DemandPenalty, :DemandResetDate, :DemandIsUnrestricted) is a demand of the .rvt, and every group :DemandGroupMultiplier names is a :DemandGroup above it.',
    why: 'The demand optimiser knows the demands the .rvt adds (:IrrigationDemand/:WaterDemand on a subbasin of the model, :ReservoirExtraction on a subbasin with a :Reservoir), by ID or by name (an :IrrigationDemand without them is ID SBID×10+n, name D<SBID>a, b, …). A .rvm command that names another demand, or a group not yet defined, is ignored with a warning ("ParseManagementFile: invalid or disabled demand index in :DemandMultiplier command. Will be ignored", "CDemandOptimizer::SetDemandPenalty: invalid or disabled demand name … This will be ignored"): the multiplier, penalty, reset date or exemption silently does not apply. Raven reads the .rvm only with :ApplyManagementOptimization, and only a Raven built with lp_solve gets that far (RV592 says so for the one rvkit installs).',
    fix: 'Name the demand by the ID or name its :IrrigationDemand/:ReservoirExtraction line gives it in the .rvt (or add that demand), and define a demand group with :DemandGroup before :DemandGroupMultiplier uses it.',
    source:
      'ParseManagementFile.cpp (:DemandGroup, :DemandMultiplier, :DemandGroupMultiplier); DemandOptimization.cpp, GetDemandIndexFromName, GetDemandGroupFromName, SetDemandPenalty, SetCumulativeDate, SetDemandAsUnrestricted; ParseTimeSeriesFile.cpp (the demands)',
    example: {
      fileType: 'rvm',
      bad: ':DemandMultiplier FarmerBob 2.0',
      good: '# no demand to scale',
      model: { rvi: ':ApplyManagementOptimization' },
    },
  },
  ravenWarnings: WARNINGS,
  check({ model, report }) {
    if (!managementRead(model.rvi)) return;
    const demands = demandsOf(model);
    const groups = new Set<string>();
    const known = demands.flatMap((d) => [d.name, d.id]).filter((n) => n !== '' && n !== '-1');
    const say = (at: Token, why: string, warning: RavenWarning, ...values: string[]) =>
      report({
        at: at.site,
        ravenWarning: warning.id,
        message: `${why}: Raven ignores it with a warning ("${warningWords(warning, ...values)}")`,
      });
    for (const ref of model.commands('rvm')) {
      const name = commandName(ref.command);
      const args = ref.command.spec?.args ?? [];
      const warning = warningOf(ref.command.spec?.name ?? name);
      if (!warning) continue;
      if (ref.command.spec?.block?.rows?.columns?.[0]?.name === 'demands') {
        for (const row of tableRows(ref.file, ref.command))
          for (const t of row.tokens)
            if (!namesDemand(demands, t.text))
              say(t, `${name}: '${t.text}' is not a demand of the .rvt${didYouMean(t.text, known)}`, warning);
        // The group exists from here on, whatever its members (CDemandOptimizer::AddDemandGroup).
        const group = argToken(ref, 0);
        if (group) groups.add(group.text);
        continue;
      }
      const at = args.findIndex((a) => NAMING.has(a.name));
      const word = at < 0 ? undefined : argToken(ref, at);
      if (!word) continue;
      if (args[at]!.name === 'group') {
        if (!groups.has(word.text))
          say(
            word,
            `${name}: '${word.text}' is not a :DemandGroup defined above${didYouMean(word.text, [...groups])}`,
            warning,
          );
      } else if (!namesDemand(demands, word.text)) {
        say(
          word,
          `${name}: '${word.text}' is not a demand of the .rvt${didYouMean(word.text, known)}`,
          warning,
          word.text,
        );
      }
    }
  },
};
