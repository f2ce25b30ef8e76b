import { nameToken } from '../../../facts/args.js';
import { beforeSoilModel } from '../../../facts/rviFacts.js';
import { processesEndedBefore } from '../../../facts/waterCompartments.js';
import type { Rule } from '../../rule.js';

/**
 * RV568: a transport command of the .rvi read before any `:EndHydrologicProcesses`. Raven prepares the transport
 * model there (CTransportModel::Prepare, which needs every water store the processes add) and sets the flag the
 * transport commands check: `:Transport` before it stops Raven at once (BAD_DATA), `:FixedConcentration`,
 * `:FixedTemperature` and `:MassInflux` are refused with an error and Raven stops at the end of the .rvi
 * (BAD_DATA_WARN). Before :SoilModel the same lines are RV507's.
 */
/** Raven's error for a transport command read before the transport model is prepared, or undefined for others. */
function ravenSays(name: string): string | undefined {
  if (name === ':Transport')
    return ':Transport command must be after :EndHydrologicProcesses command in .rvi file';
  if (name === ':FixedConcentration' || name === ':FixedTemperature')
    return ':FixedConcentration and :FixedTemperature commands must be after :Transport command in .rvi file';
  if (name === ':MassInflux') return ':MassInflux command must be after :Transport command in .rvi file';
  return undefined;
}

export const transportBeforeProcesses: Rule = {
  code: 'RV568',
  name: 'transport-before-processes',
  category: 'options',
  severity: 'error',
  docs: {
    summary:
      '`:Transport`, `:FixedConcentration`, `:FixedTemperature` and `:MassInflux` come after `:EndHydrologicProcesses` in the .rvi.',
    why: 'Raven prepares its transport model when it reads `:EndHydrologicProcesses`: a constituent gets a layer for every water store the processes use, so the processes must all be known first. A `:Transport` line read before that stops Raven (":Transport command must be after :EndHydrologicProcesses command in .rvi file"); a `:FixedConcentration`, `:FixedTemperature` or `:MassInflux` line is refused with an error ("… must be after :Transport command in .rvi file") and Raven stops once it has read the .rvi.',
    fix: 'Move the transport lines below the `:EndHydrologicProcesses` line (a `:Transport` line first, then the lines that name its constituent).',
    source: 'ParseInput.cpp ParseMainInputFile (case 298 :EndHydrologicProcesses, cases 300-302)',
    example: {
      fileType: 'rvi',
      bad: ':SoilModel SOIL_ONE_LAYER\n:Transport Nitrate\n:HydrologicProcesses\n  :Baseflow BASE_LINEAR SOIL[0] SURFACE_WATER\n:EndHydrologicProcesses',
      good: ':SoilModel SOIL_ONE_LAYER\n:HydrologicProcesses\n  :Baseflow BASE_LINEAR SOIL[0] SURFACE_WATER\n:EndHydrologicProcesses\n:Transport Nitrate',
    },
  },
  check({ model, report }) {
    for (const ref of model.commands('rvi')) {
      const name = ref.command.spec?.name ?? '';
      const says = ravenSays(name);
      if (!says || beforeSoilModel(model.rvi, ref) || processesEndedBefore(model, ref)) continue;
      report({
        at: nameToken(ref).site,
        message: `${name} before any :EndHydrologicProcesses: Raven prepares the transport model there, refuses this line ("${says}") and stops`,
      });
      // Raven stops at a :Transport line at once; the others are each refused.
      if (name === ':Transport') return;
    }
  },
};
