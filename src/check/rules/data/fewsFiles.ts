import { SUBBASIN_PROPERTIES } from '../../../../grammar/parameters/index.js';
import { fewsFileOf, fewsStartIndex } from '../../../facts/fewsFiles.js';
import { lookupClass, type ClassKind } from '../../../facts/rvpFacts.js';
import { fieldOf } from '../../parameters/rvpReading.js';
import type { Rule } from '../../rule.js';
import { ravenWords } from '../ravenWords.js';

/** ParseNetCDFRunInfoFile: a run-info file without its `properties` variable. */
const NO_PROPERTIES = 'ParseFEWSRunInfo#2';
/** ParseNetCDFStateFile: a state update file whose time axis does not hold the model's start. */
const STATE_OUTSIDE = 'ParseFEWSRunInfo#3';

/** ParseNetCDFParamFile: a parameter of a soil, vegetation or land use class the model does not have. */
const NO_CLASS = 'ParseFEWSRunInfo#5';
/** ParseNetCDFParamFile: a parameter Raven does not know. */
const NO_PARAMETER = 'ParseFEWSRunInfo#6';

/** The class kinds whose class name ParseNetCDFParamFile checks, in CModel::ParamNameToParamClass's order. */
const CHECKED: readonly ClassKind[] = ['soil', 'vegetation', 'landuse'];

/** The class CModel::ParamNameToParamClass finds a parameter in (no gauge exists yet), or undefined. */
function parameterClass(name: string): ClassKind | 'global' | 'subbasin' | undefined {
  const kind = CHECKED.find((k) => fieldOf(k, name) !== undefined);
  if (kind) return kind;
  if (fieldOf('global', name) !== undefined) return 'global';
  return SUBBASIN_PROPERTIES.includes(name.toUpperCase()) ? 'subbasin' : undefined;
}

/**
 * RV446: Delft-FEWS NetCDF files Raven reads with warnings: a run-info file (`:FEWSRunInfoFile`) without the
 * `properties` variable, a state update file (`:FEWSStateInfoFile`) whose time window does not hold the
 * model's start (Raven ignores the file), a parameter update file (`:FEWSParamInfoFile`) whose `PARAM_in_CLASS`
 * variables name a parameter Raven does not know or a class the model lacks.
 */
export const fewsFiles: Rule = {
  code: 'RV446',
  name: 'fews-files',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      "A FEWS run-info file (:FEWSRunInfoFile) has its `properties` variable, a FEWS state update file (:FEWSStateInfoFile) has a time step at the model's start, and each `PARAM_in_CLASS` variable of a FEWS parameter update file (:FEWSParamInfoFile) names a parameter Raven knows and, for a soil, vegetation or land use parameter, a class of the .rvp.",
    why: 'Raven reads the run-info file\'s settings (run name, EnKF mode, assimilation switches …) from the attributes of its `properties` variable; without it, it warns "ParseNetCDFRunInfoFile: Properties variable not found" (once while it reads the .rvi, once after) and uses none. A state update file gives the states of the HRUs at the model\'s start: Raven takes the time step of its `time` axis that holds the start (counted in model time steps from the axis\'s first value, rounded); when the axis starts after the model or ends before, it warns "ParseNetCDFStateFile: Model start time (…) does not occur during time window provided in NetCDF state update file. State update file will be ignored." and the run starts from the .rvc\'s states alone. A parameter update file sets, at the model\'s start, each parameter its variables name `PARAM_in_CLASS`: Raven looks the parameter up among the soil, vegetation, land use, global and subbasin parameters (in that order; a terrain or gauge parameter is not found, as no gauge exists yet when the file is read), and for the first three the class by name or number; a parameter it does not find ("ParseNetCDFParamFile:: unrecognized parameter found (…) in FEWS parameter update file") or a class it does not find ("… unrecognized soil/veg/lult class found (…) …") it warns about and changes nothing. A variable Raven does use must have a `_FillValue` attribute: without it Raven stops ("NetCDF library error [NetCDF: Attribute not found] occured.").',
    fix: "Export the run-info file with its `properties` variable; give the state file the time step of the model's :StartDate (or move the start into the file's window); name the parameter as the .rvp does and the class as its :SoilClasses, :VegetationClasses or :LandUseClasses do.",
    source:
      'ParseFEWSRunInfo.cpp ParseNetCDFRunInfoFile, ParseNetCDFStateFile, ParseNetCDFParamFile, GetNetCDFTimeInfo; Model.cpp CModel::ParamNameToParamClass; ParseInput.cpp (:FEWSRunInfoFile, :FEWSStateInfoFile, :FEWSParamInfoFile)',
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
  ravenWarnings: [NO_PROPERTIES, STATE_OUTSIDE, NO_CLASS, NO_PARAMETER],
  async check({ model, host, report }) {
    const runinfo = fewsFileOf(model, ':FEWSRunInfoFile');
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
    const state = fewsFileOf(model, ':FEWSStateInfoFile');
    const at = state && (await fewsStartIndex(model, host, state.path));
    if (state && at && (at.index < 0 || at.index >= at.count)) {
      const words = ravenWords(STATE_OUTSIDE).replace(/\(.*\) does/, '(…) does');
      report({
        at: state.name.site,
        ravenWarning: STATE_OUTSIDE,
        message: `the FEWS state update file ${state.name.text} ${at.index < 0 ? 'starts after' : 'ends before'} the model's start: Raven ignores it and warns ("${words}")`,
      });
    }
    const params = fewsFileOf(model, ':FEWSParamInfoFile');
    const window = params && (await fewsStartIndex(model, host, params.path));
    // Outside its window Raven stops before it reads the names.
    if (!params || !window || window.index < 0 || window.index >= window.count) return;
    for (const variable of window.names.variables) {
      const split = variable.indexOf('_in_');
      if (split < 0) continue;
      const param = variable.slice(0, split);
      const cls = variable.slice(split + 4);
      const kind = parameterClass(param);
      if (kind === undefined) {
        report({
          at: params.name.site,
          ravenWarning: NO_PARAMETER,
          message: `the FEWS parameter update file ${params.name.text} sets ${param} (variable ${variable}), a parameter Raven does not know: it changes nothing and warns ("${ravenWords(NO_PARAMETER, param)}")`,
        });
      } else if (
        kind !== 'global' &&
        kind !== 'subbasin' &&
        lookupClass(model.rvp.classes[kind], cls) === undefined
      ) {
        report({
          at: params.name.site,
          ravenWarning: NO_CLASS,
          message: `the FEWS parameter update file ${params.name.text} sets ${param} of ${kind} class ${cls} (variable ${variable}), a class the .rvp does not define: it changes nothing and warns ("${ravenWords(NO_CLASS, cls)}")`,
        });
      } else if (
        host.netcdfValues &&
        (await host.netcdfValues(params.path, variable))?.fillValue === undefined
      ) {
        // Raven asks for the attribute, reads the values without keeping their status, then checks the status
        // of its question about the attribute.
        report({
          at: params.name.site,
          severity: 'error',
          ravenWarning: null,
          message: `the FEWS parameter update file ${params.name.text} has no _FillValue attribute on ${variable}: Raven takes the missing attribute for a failed read and stops ("NetCDF library error [NetCDF: Attribute not found] occured.")`,
        });
      }
    }
  },
};
