import { missingEndFix } from '../../fixes/missingEnd.js';
import { syntaxRuleId, type Rule } from '../../rule.js';

/** RV101: a block without its end line. */
export const missingEnd: Rule = {
  ...syntaxRuleId('missing-end'),
  category: 'structure',
  severity: 'error',
  fixable: true,
  docs: {
    summary:
      'A block (`:SoilProfiles`, `:HRUs`, `:SubBasins`, a parameter list …) whose :End… line is missing.',
    why: 'Raven reads a table until its exact end keyword: without it the table swallows the commands after it, which are then read as bad rows, and the run stops; most tables left open at the end of a file make Raven loop forever. A few (:SubBasins, :HRUs, :HRUGroup, :SubBasinGroup in the .rvh; :BasinStateVariables in the .rvc) also end at the end of the file: a warning there (open-table-at-end says what the last row read twice does). For marker pairs such as :Gauge/:EndGauge a missing end is only a warning.',
    fix: 'Add the end line (e.g. `:EndSoilProfiles`) right after the last row of the block.',
    source:
      'ParseHRUFile.cpp, ParsePropertyFile.cpp, ParseInitialConditionFile.cpp (table loops until :EndXxx or end of file)',
    example: {
      fileType: 'rvp',
      bad: ':SoilProfiles\n  LOAM, 2, TOPSOIL, 0.5, SUBSOIL, 1.0\n:AvgAnnualRunoff 380',
      good: ':SoilProfiles\n  LOAM, 2, TOPSOIL, 0.5, SUBSOIL, 1.0\n:EndSoilProfiles\n:AvgAnnualRunoff 380',
    },
  },
  fixDiagnostic: missingEndFix,
};
