import { commandWarnings, warningWords } from '../../../../grammar/ravenWarningMatch.js';
import { allNames } from '../../../../grammar/lookup.js';
import { HYDROLOGIC_PROCESSES } from '../../../../grammar/rvi/processes.js';
import type { Command } from '../../../ast/nodes.js';
import { wordToken } from '../../../facts/site.js';
import type { Rule } from '../../rule.js';

/** Raven's warning for weights in another count than the group's processes. */
const WARNING = commandWarnings(':EndProcessGroup').find((w) => w.message.includes('number of weights'))!;

/**
 * RV589: `:EndProcessGroup` with weights that do not match the group. ParseMainInputFile takes the words after
 * :EndProcessGroup as one weight per process of the group (or CALCULATE_WTS and N−1 numbers) only when there are
 * exactly as many words as processes; any other count it ignores with a warning, and the group keeps equal
 * default weights.
 */
export const processGroupWeightCount: Rule = {
  code: 'RV589',
  name: 'process-group-weight-count',
  category: 'options',
  severity: 'warning',
  docs: {
    summary:
      '`:EndProcessGroup` gives one weight per process of its group (or `CALCULATE_WTS` and one number fewer), or nothing.',
    why: 'Raven counts the words after :EndProcessGroup: as many as the group has processes and they are the weights; any other count and it warns ("ParseMainInputFile: incorrect number of weights in :EndProcessGroup command. Contents ignored.") and runs every process of the group at its default weight, so the blend you wrote is not the one simulated.',
    fix: 'Give exactly one weight per process line of the group (a nested :ProcessGroup counts as one), or CALCULATE_WTS followed by one number fewer than the processes.',
    source: 'ParseInput.cpp ParseMainInputFile (:ProcessGroup, :EndProcessGroup)',
    example: {
      fileType: 'rvi',
      bad: ':ProcessGroup\n  :Baseflow BASE_LINEAR SOIL[1] SURFACE_WATER\n  :Baseflow BASE_POWER_LAW SOIL[1] SURFACE_WATER\n:EndProcessGroup 0.5 0.3 0.2',
      good: ':ProcessGroup\n  :Baseflow BASE_LINEAR SOIL[1] SURFACE_WATER\n  :Baseflow BASE_POWER_LAW SOIL[1] SURFACE_WATER\n:EndProcessGroup 0.5 0.5',
    },
  },
  ravenWarnings: [WARNING.id],
  check({ model, report }) {
    for (const ref of model.uses('rvi', ':ProcessGroup')) {
      const end = ref.command.end;
      const n = membersOf(ref.command);
      if (!end || n === undefined) continue;
      const words = end.words.slice(1).map((w) => wordToken(ref.file, w));
      // Len == N+1 sets the weights; Len == 1 leaves them.
      if (words.length === 0 || words.length === n) continue;
      report({
        at: words[0].site,
        ravenWarning: WARNING.id,
        message: `${words.length} word${words.length === 1 ? '' : 's'} after :EndProcessGroup for a group of ${n} process${n === 1 ? '' : 'es'}: Raven warns ("${warningWords(WARNING)}") and ignores the weights`,
      });
    }
  },
};

const PROCESS_NAMES = new Set(allNames(HYDROLOGIC_PROCESSES));

/** The processes of a group (its process lines), or undefined with a nested group (not followed). */
function membersOf(group: Command): number | undefined {
  let n = 0;
  for (const item of group.body ?? []) {
    if (item.kind !== 'command') continue;
    const name = item.spec?.name;
    if (name === ':ProcessGroup') return undefined;
    if (name !== undefined && PROCESS_NAMES.has(name)) n++;
  }
  return n;
}
