import { commandName } from '../../../ast/nodes.js';
import { dataFilesOf } from '../../../facts/dataFiles.js';
import { otherCase } from '../../../facts/fileNames.js';
import { caseOnlyNameFix, missingRedirectFix } from '../../fixes/caseOnlyName.js';
import { syntaxRuleId, type Rule } from '../../rule.js';

/** RV201: a file Raven needs is not there. */
export const missingFile: Rule = {
  ...syntaxRuleId('missing-file'),
  category: 'references',
  severity: 'error',
  fixable: true,
  docs: {
    summary:
      'A file Raven will open does not exist: a base file of the model, a :RedirectToFile target, or a data file a command names (:EnsimTimeSeries, :FileNameNC, :ReadFromNetCDF, :Interpolation FROM_FILE, :LookupTableFromCSV, the FEWS files of :FEWSRunInfoFile, :FEWSStateInfoFile, :FEWSBasinStateInfoFile, :FEWSParamInfoFile …), resolved as Raven resolves it.',
    why: 'Raven stops when it cannot open a file it needs. It resolves a relative name against the directory of a reference file (the .rvt for redirects of the .rvh and .rvt, and for every time series file, even one named in the .rvp; the .rvi for the interpolation weights file), and names are case-sensitive on Linux: ALUGauge.rvt does not open ALUgauge.rvt.',
    fix: 'Correct the name (mind upper and lower case), or give the path relative to the file Raven resolves it against. When exactly one file in the directory has the name but for case, `rvkit fix` writes its name in the reference (the file itself is not renamed).',
    source:
      'StandardOutput.cpp CorrectForRelativePath; ParseInput.cpp ParseInputFiles, :Interpolation; ParseTimeSeriesFile.cpp :EnsimTimeSeries, :FileNameNC; TimeSeries.cpp :ReadFromNetCDF; ModelInitialize.cpp GenerateGaugeWeights; ParseFEWSRunInfo.cpp ParseNetCDFRunInfoFile, ParseNetCDFStateFile, ParseNetCDFFlowStateFile, ParseNetCDFParamFile',
    example: {
      fileType: 'rvt',
      bad: ':RedirectToFile Observations.rvt',
      good: ':RedirectToFile observations.rvt',
      model: {
        'observations.rvt':
          ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.2 1.3 1.1\n:EndObservationData',
      },
    },
  },
  // The loader's RV201 on a :RedirectToFile, repaired like the data files below.
  fixDiagnostic: missingRedirectFix,
  check({ model, host, report }) {
    for (const file of dataFilesOf(model)) {
      if (host.exists(file.opened) !== false) continue;
      const other = otherCase(host, file.opened);
      const hint = other
        ? ` (there is ${other}: file names are case-sensitive)`
        : file.opened === file.name.text
          ? ''
          : ` (Raven looks for ${file.opened})`;
      const fix = other ? caseOnlyNameFix(file.name.site, file.opened, host) : undefined;
      const says = file.refusal ? `: Raven stops ("${file.refusal}")` : '';
      report({
        at: file.name.site,
        message: `${commandName(file.ref.command)}: cannot find the ${file.what} ${file.name.text}${hint}${says}`,
        ...(fix && { fix }),
      });
    }
  },
};
