import { argToken } from '../../../facts/args.js';
import { anchorName } from '../../../facts/dataFiles.js';
import type { ModelFacts } from '../../../facts/facts.js';
import { ravenNetcdfTime } from '../../../facts/netcdfTime.js';
import { timeDifference } from '../../../facts/ravenTime.js';
import { lastOf } from '../../../facts/rviFacts.js';
import { simulationOf } from '../../../facts/simulation.js';
import type { Token } from '../../../facts/site.js';
import { correctForRelativePath } from '../../../project/ravenPath.js';
import type { Rule } from '../../rule.js';
import { ravenWords } from '../ravenWords.js';

/** ParseNetCDFRunInfoFile: a run-info file without its `properties` variable. */
const NO_PROPERTIES = 'ParseFEWSRunInfo#2';
/** ParseNetCDFStateFile: a state update file whose time axis does not hold the model's start. */
const STATE_OUTSIDE = 'ParseFEWSRunInfo#3';

/** The file the last `command` of the .rvi names (Raven keeps the last), as Raven opens it. */
function fileOf(model: ModelFacts, command: string): { name: Token; path: string } | undefined {
  const ref = lastOf(model.rvi, command);
  const name = ref && argToken(ref, 0);
  return name && { name, path: correctForRelativePath(name.text, anchorName(model, 'rvi')) };
}

/** C's round(): halves away from zero. */
const round = (x: number) => Math.sign(x) * Math.round(Math.abs(x));

/**
 * RV446: Delft-FEWS NetCDF files Raven reads with warnings: a run-info file (`:FEWSRunInfoFile`) without the
 * `properties` variable, a state update file (`:FEWSStateInfoFile`) whose time window does not hold the
 * model's start (Raven ignores the file).
 */
export const fewsFiles: Rule = {
  code: 'RV446',
  name: 'fews-files',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      "A FEWS run-info file (:FEWSRunInfoFile) has its `properties` variable, and a FEWS state update file (:FEWSStateInfoFile) has a time step at the model's start.",
    why: 'Raven reads the run-info file\'s settings (run name, EnKF mode, assimilation switches …) from the attributes of its `properties` variable; without it, it warns "ParseNetCDFRunInfoFile: Properties variable not found" (once while it reads the .rvi, once after) and uses none. A state update file gives the states of the HRUs at the model\'s start: Raven takes the time step of its `time` axis that holds the start (counted in model time steps from the axis\'s first value, rounded); when the axis starts after the model or ends before, it warns "ParseNetCDFStateFile: Model start time (…) does not occur during time window provided in NetCDF state update file. State update file will be ignored." and the run starts from the .rvc\'s states alone.',
    fix: "Export the run-info file with its `properties` variable; give the state file the time step of the model's :StartDate (or move the start into the file's window).",
    source:
      'ParseFEWSRunInfo.cpp ParseNetCDFRunInfoFile, ParseNetCDFStateFile, GetNetCDFTimeInfo; ParseInput.cpp (:FEWSRunInfoFile, :FEWSStateInfoFile)',
    example: {
      fileType: 'rvi',
      bad: ':FEWSRunInfoFile bare.nc',
      good: ':FEWSRunInfoFile runinfo.nc',
      model: {
        'bare.nc':
          'netcdf bare {\nvariables:\n  double start_time ;\n    start_time:units = "days since 2000-01-01 00:00:00" ;\ndata:\n  start_time = 0 ;\n}',
        'runinfo.nc':
          'netcdf runinfo {\nvariables:\n  int properties ;\n    properties:RunName = "run1" ;\ndata:\n  properties = 0 ;\n}',
      },
    },
  },
  ravenWarnings: [NO_PROPERTIES, STATE_OUTSIDE],
  async check({ model, host, report }) {
    const runinfo = fileOf(model, ':FEWSRunInfoFile');
    if (runinfo && host.netcdfNames) {
      const names = await host.netcdfNames(runinfo.path);
      if (names && !names.variables.includes('properties')) {
        report({
          at: runinfo.name.site,
          ravenWarning: NO_PROPERTIES,
          message: `the FEWS run-info file ${runinfo.name.text} has no 'properties' variable: Raven reads none of its settings and warns ("${ravenWords(NO_PROPERTIES)}")`,
        });
      }
    }
    const state = fileOf(model, ':FEWSStateInfoFile');
    if (state && host.netcdfTime && host.netcdfNames) {
      const [axis, names] = await Promise.all([
        host.netcdfTime(state.path, 'time'),
        host.netcdfNames(state.path),
      ]);
      const count = names?.dimensionSizes?.time;
      const sim = simulationOf(model);
      const time = axis && ravenNetcdfTime(axis, sim.calendar);
      if (!time?.ok || count === undefined) return;
      const index = round(timeDifference(time.value.start, sim.start, sim.calendar) / sim.timestep);
      if (index >= 0 && index < count) return;
      const words = ravenWords(STATE_OUTSIDE).replace(/\(.*\) does/, '(…) does');
      report({
        at: state.name.site,
        ravenWarning: STATE_OUTSIDE,
        message: `the FEWS state update file ${state.name.text} ${index < 0 ? 'starts after' : 'ends before'} the model's start: Raven ignores it and warns ("${words}")`,
      });
    }
  },
};
