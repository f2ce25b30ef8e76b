import { commandName, type Command } from '../../../ast/nodes.js';
import { atof } from '../../../facts/ravenNumbers.js';
import { wordToken } from '../../../facts/site.js';
import type { Rule } from '../../rule.js';

/** Raven's REAL_SMALL (RavenInclude.h): how far from 1 the weights' sum may be. */
const REAL_SMALL = 1e-12;

/**
 * RV578: the weights of an `:EndProcessGroup` that do not add to 1. ParseMainInputFile reads N weights for a
 * group of N processes (N + 1 words) and CProcessGroup::SetWeights warns when their sum is not 1 (and divides
 * them by it when it is off by more than 0.01). CALCULATE_WTS derives the weights from N-1 numbers and needs no
 * sum; another count of words is ParseInput's own warning. A group holding a nested group is left out.
 */
export const processGroupWeights: Rule = {
  code: 'RV578',
  name: 'process-group-weights',
  category: 'options',
  severity: 'warning',
  docs: {
    summary: 'The weights of an :EndProcessGroup, one per process of the group, add to 1.',
    why: 'Raven weighs the fluxes of the processes of a group by these weights. When they do not add to 1 it warns ("CProcessGroup::SetWeights: Process group weights do not sum to 1.0"); off by more than 0.01 it divides them by their sum, so the weights you wrote are not the ones used.',
    fix: 'Give weights that add to 1 exactly (0.25 0.75), or write :EndProcessGroup CALCULATE_WTS with N-1 numbers between 0 and 1 to let Raven derive them.',
    source:
      'ParseInput.cpp ParseMainInputFile (:EndProcessGroup); ProcessGroup.cpp CProcessGroup::SetWeights',
    example: {
      fileType: 'rvi',
      bad: ':HydrologicProcesses\n  :Precipitation PRECIP_RAVEN ATMOS_PRECIP MULTIPLE\n  :ProcessGroup\n    :Infiltration INF_HBV PONDED_WATER MULTIPLE\n    :Infiltration INF_GR4J PONDED_WATER MULTIPLE\n  :EndProcessGroup 0.5 0.6\n  :Percolation PERC_LINEAR SOIL[0] SOIL[1]\n  :Baseflow BASE_LINEAR SOIL[1] SURFACE_WATER\n:EndHydrologicProcesses',
      good: ':HydrologicProcesses\n  :Precipitation PRECIP_RAVEN ATMOS_PRECIP MULTIPLE\n  :ProcessGroup\n    :Infiltration INF_HBV PONDED_WATER MULTIPLE\n    :Infiltration INF_GR4J PONDED_WATER MULTIPLE\n  :EndProcessGroup 0.4 0.6\n  :Percolation PERC_LINEAR SOIL[0] SOIL[1]\n  :Baseflow BASE_LINEAR SOIL[1] SURFACE_WATER\n:EndHydrologicProcesses',
    },
  },
  ravenWarnings: ['ProcessGroup#2'],
  check({ model, report }) {
    // The processes of each group: those whose innermost marker is the group's line.
    const size = new Map<Command, number>();
    for (const p of model.rvi.processes) {
      const inner = p.ref.markers[p.ref.markers.length - 1];
      if (inner && commandName(inner) === ':ProcessGroup') size.set(inner, (size.get(inner) ?? 0) + 1);
    }
    for (const ref of model.commands('rvi')) {
      const group = ref.command;
      if (commandName(group) !== ':ProcessGroup' || !group.end) continue;
      // A nested group (or a group holding one) is left out: Raven adds it to the model, not to its group.
      const nested = ref.markers.some((m) => commandName(m) === ':ProcessGroup');
      if (nested || group.body?.some((i) => i.kind === 'command' && commandName(i) === ':ProcessGroup'))
        continue;
      const words = group.end.words.slice(1).map((w) => wordToken(ref.file, w));
      if (words.length !== (size.get(group) ?? 0) || words[0]?.text === 'CALCULATE_WTS') continue;
      const sum = words.reduce((s, w) => s + atof(w.text), 0);
      if (!(Math.abs(sum - 1) > REAL_SMALL)) continue;
      const scaled =
        Math.abs(sum - 1) > 0.01
          ? `, and divides them by ${+sum.toPrecision(12)} (the weights used are not these)`
          : '';
      report({
        at: words[0].site,
        ravenWarning: 'ProcessGroup#2',
        message: `the ${words.length} weights of this process group add to ${+sum.toPrecision(12)}, not 1: Raven warns ("CProcessGroup::SetWeights: Process group weights do not sum to 1.0")${scaled}`,
      });
    }
  },
};
