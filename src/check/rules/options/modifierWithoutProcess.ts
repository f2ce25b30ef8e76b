import { HYDROLOGIC_PROCESSES } from '../../../../grammar/rvi/processes.js';
import { argToken, nameToken } from '../../../facts/args.js';
import type { Rule } from '../../rule.js';

/** Lines that leave a process for the next :-->Conditional or :-->RedirectFlow to modify. */
const MOVERS = new Set([
  ...HYDROLOGIC_PROCESSES.map((s) => s.name),
  ':AggregatedVariable',
  ':Transport',
  ':Decay',
  ':Transformation',
  ':Equilibrium',
  ':HeatConduction',
  ':SurfaceEnergyExchange',
  ':EndProcessGroup',
]);

/** RV508: a :-->Conditional or :-->RedirectFlow with no process line above it. */
export const modifierWithoutProcess: Rule = {
  code: 'RV508',
  name: 'modifier-without-process',
  category: 'options',
  severity: 'error',
  docs: {
    summary: 'A :-->Conditional or :-->RedirectFlow line follows the process it modifies.',
    why: 'Raven applies these lines to the process read just before them. With no process above, it stops ("Cannot add hydrological process condition without corresponding process") for :-->Conditional, and crashes for :-->RedirectFlow.',
    fix: 'Move the line just below the process it belongs to.',
    source: 'ParseInput.cpp, ParseMainInputFile (:-->Conditional, :-->RedirectFlow)',
    example: {
      fileType: 'rvi',
      bad: ':HydrologicProcesses\n  :-->Conditional HRU_TYPE IS_NOT GLACIER\n  :Infiltration INF_HBV PONDED_WATER MULTIPLE',
      good: ':HydrologicProcesses\n  :Infiltration INF_HBV PONDED_WATER MULTIPLE\n  :-->Conditional HRU_TYPE IS_NOT GLACIER',
    },
  },
  check({ model, report }) {
    // Before :SoilModel Raven stops on these lines for want of a model (RV507).
    let built = false;
    for (const ref of model.commands('rvi')) {
      const name = ref.command.spec?.name ?? '';
      if (name === ':SoilModel' && argToken(ref, 0)) built = true;
      if (MOVERS.has(name)) return;
      if (!built || (name !== ':-->Conditional' && name !== ':-->RedirectFlow')) continue;
      report({
        at: nameToken(ref).site,
        message:
          name === ':-->Conditional'
            ? ':-->Conditional has no process above it to apply to: Raven stops ("Cannot add hydrological process condition without corresponding process"); move it below its process'
            : ':-->RedirectFlow has no process above it to redirect: Raven crashes; move it below its process',
      });
    }
  },
};
