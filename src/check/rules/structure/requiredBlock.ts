import type { FileType } from '../../../../grammar/types.js';
import { projectFile } from '../../../project/project.js';
import type { ModelFacts } from '../../../facts/facts.js';
import { nameToken } from '../../../facts/args.js';
import { needsChannels, routingOf } from '../../../facts/routing.js';
import type { Site } from '../../../facts/site.js';
import type { Rule } from '../../rule.js';

/** RV107: a block every model needs is missing or empty. */
export const requiredBlock: Rule = {
  code: 'RV107',
  name: 'required-block',
  category: 'structure',
  severity: 'error',
  docs: {
    summary:
      'The model has at least one subbasin, one HRU, one soil profile, one meteorological gauge or forcing grid, one hydrological process, and channel profiles when it routes flow through channels.',
    why: 'Raven stops before the simulation when one of these is missing: "Must have at least one SubBasin", "… hydrologic unit", "… meteorological gauge station or forcing grid", "… hydrological process", "No soil profiles specified in .rvp file", "No channel profiles specified in .rvp file" (unless :Routing is ROUTE_NONE or ROUTE_EXTERNAL). It does not require soil, land use or vegetation classes as such (its defaults count), but HRUs and profiles must name classes that exist.',
    fix: 'Add the missing block (or its rows) to the file that holds it, or check that a :RedirectToFile or :IfModeEquals does not leave it out.',
    source:
      'ModelInitialize.cpp, CModel::Initialize; ParsePropertyFile.cpp, ParseClassPropertiesFile (end of file checks)',
    example: {
      fileType: 'rvi',
      bad: ':HydrologicProcesses\n:EndHydrologicProcesses',
      good: ':HydrologicProcesses\n  :Precipitation PRECIP_RAVEN ATMOS_PRECIP MULTIPLE\n  :Infiltration  INF_HBV      PONDED_WATER MULTIPLE\n  :Percolation   PERC_LINEAR  SOIL[0]      SOIL[1]\n  :Baseflow      BASE_LINEAR  SOIL[1]      SURFACE_WATER\n:EndHydrologicProcesses',
    },
  },
  check({ model, report }) {
    const rvh = model.rvh;
    if (rvh.subbasins.length === 0) {
      report({
        at: where(model, 'rvh', [':SubBasins', ':Conduits']),
        message: 'the model has no subbasin: add a :SubBasins block with at least one row to the .rvh',
      });
    }
    if (rvh.hrus.length === 0) {
      report({
        at: where(model, 'rvh', [':HRUs']),
        message: 'the model has no HRU: add an :HRUs block with at least one row to the .rvh',
      });
    }
    if (projectFile(model.project, 'rvp') && model.rvp.soilProfiles.size === 0) {
      report({
        at: where(model, 'rvp', [':SoilProfiles']),
        message:
          'the .rvp defines no soil profile: add a :SoilProfiles block (HRUs name their profile in :HRUs)',
      });
    }
    const routing = routingOf(model);
    if (projectFile(model.project, 'rvp') && needsChannels(routing) && channelCount(model) === 0) {
      report({
        at: where(model, 'rvp', [':ChannelProfile']),
        message: `the .rvp defines no channel profile, which ${routing} routing needs: add a :ChannelProfile (or use :Routing ROUTE_NONE for a lumped model)`,
      });
    }
    if (projectFile(model.project, 'rvt') && model.rvt.gauges.length === 0 && model.rvt.grids.length === 0) {
      report({
        at: where(model, 'rvt', [':Gauge', ':GriddedForcing', ':StationForcing']),
        message:
          'the model has no meteorological gauge or forcing grid: add a :Gauge (or :GriddedForcing) to the .rvt',
      });
    }
    const rvi = model.rvi;
    const processes =
      rvi.processes.length +
      (rvi.byName.get(':Transport')?.length ?? 0) +
      (rvi.byName.get(':AggregatedVariable')?.length ?? 0) +
      (rvi.byName.get(':ProcessGroup')?.length ?? 0);
    if (processes === 0) {
      report({
        at: where(model, 'rvi', [':HydrologicProcesses']),
        message:
          'the model has no hydrological process: list them between :HydrologicProcesses and :EndHydrologicProcesses in the .rvi',
      });
    }
  },
};

/** The channel profiles of every kind the .rvp defines. */
function channelCount(model: ModelFacts): number {
  let n = 0;
  for (const name of [':ChannelProfile', ':ChannelRatingCurves', ':TrapezoidalChannel', ':CircularConduit']) {
    n += model.uses('rvp', name).length;
  }
  return n;
}

/** The first of these commands in a file type (an empty block), or the start of the base file. */
function where(model: ModelFacts, fileType: FileType, names: readonly string[]): Site {
  for (const name of names) {
    const ref = model.uses(fileType, name)[0];
    if (ref) return nameToken(ref).site;
  }
  const file = projectFile(model.project, fileType) ?? model.project.files[0];
  return { file, offset: 0, length: 0 };
}
