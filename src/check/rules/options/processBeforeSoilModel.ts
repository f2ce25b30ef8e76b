import {
  ENERGY_PROCESSES,
  GEOCHEMICAL_PROCESSES,
  HYDROLOGIC_PROCESSES,
  PROCESS_MODIFIERS,
} from '../../../../grammar/rvi/processes.js';
import { argToken, nameToken } from '../../../facts/args.js';
import { lineLabel } from '../../../facts/rviPlace.js';
import type { Rule } from '../../rule.js';

/** Commands that add to the model's process list (ParseMainInputFile codes 199 to 400, and :Drain). */
const PROCESS_COMMANDS = new Set([
  ...[...HYDROLOGIC_PROCESSES, ...PROCESS_MODIFIERS, ...GEOCHEMICAL_PROCESSES, ...ENERGY_PROCESSES].map(
    (s) => s.name,
  ),
  ':ProcessGroup',
  ':AggregatedVariable',
  ':Transport',
  ':FixedConcentration',
  ':FixedTemperature',
  ':MassInflux',
]);

/** The commands ParseMainInputFile numbers 201 to 299: before :SoilModel, Raven stops on them with its message. */
const CHECKED = new Set([
  ...[...HYDROLOGIC_PROCESSES, ...PROCESS_MODIFIERS].map((s) => s.name).filter((n) => n !== ':Drain'),
  ':ProcessGroup',
]);

/** RV507: a process line Raven reads before :SoilModel, or a model without :SoilModel. */
export const processBeforeSoilModel: Rule = {
  code: 'RV507',
  name: 'process-before-soil-model',
  category: 'options',
  severity: 'error',
  docs: {
    summary: 'The .rvi has a :SoilModel line, above the first hydrologic process.',
    why: 'Raven builds the model when it reads :SoilModel (it needs the number of soil layers). A process line read before it has no model to join: Raven stops ("ParseMainInputFile: :HydrologicProcesses AND :SoilModel commands must be called before hydrologic processes are specified"), or crashes for transport commands.',
    fix: 'Put :SoilModel (SOIL_ONE_LAYER, SOIL_TWO_LAYER or SOIL_MULTILAYER n) near the top of the .rvi, above :HydrologicProcesses.',
    source:
      'ParseInput.cpp, ParseMainInputFile (check before the command switch; :SoilModel creates the model)',
    example: {
      fileType: 'rvi',
      bad: ':HydrologicProcesses\n  :Baseflow BASE_LINEAR SOIL[0] SURFACE_WATER\n:EndHydrologicProcesses\n:SoilModel SOIL_ONE_LAYER',
      good: ':SoilModel SOIL_ONE_LAYER\n:HydrologicProcesses\n  :Baseflow BASE_LINEAR SOIL[0] SURFACE_WATER\n:EndHydrologicProcesses',
    },
  },
  check({ model, report }) {
    // A :SoilModel line without a value is skipped with a warning (ImproperFormatWarning): no model either.
    const soil = model.rvi.byName.get(':SoilModel')?.find((r) => argToken(r, 0) !== undefined);
    const first = model
      .commands('rvi')
      .find((r) => PROCESS_COMMANDS.has(r.command.spec?.name ?? '') && (!soil || r.index < soil.index));
    if (!first) return;
    const why = soil
      ? `comes before :SoilModel (${lineLabel(model, soil)}), where Raven builds the model`
      : 'is read, and the .rvi has no :SoilModel to build the model';
    const name = first.command.spec!.name;
    // The other commands reach for the model (or the transport model) that does not exist yet.
    const raven = CHECKED.has(name)
      ? 'Raven stops here (":SoilModel commands must be called before hydrologic processes are specified")'
      : 'Raven has no model to add it to and stops or crashes here';
    report({
      at: nameToken(first).site,
      message: `${name} ${why}: ${raven}; put :SoilModel above the process list`,
    });
  },
};
