import { syntaxRuleId, type Rule } from '../../rule.js';
import { adjustStrayLine } from './beforeSoilModel.js';

/** RV007: a data line where Raven expects a command. */
export const strayLine: Rule = {
  ...syntaxRuleId('stray-line'),
  category: 'syntax',
  severity: 'error',
  docs: {
    summary: 'A line that does not start with a :Command where Raven expects one (outside any table).',
    why:
      'In the .rvp, .rvh and .rvt Raven stops at once on such a line; in the .rvi, .rvc and .rve it logs an error and stops before simulating. The usual cause is a table whose header or end line is missing or misspelt, or a command whose colon was lost. ' +
      'Before :SoilModel in the .rvi Raven only prints the error and reads on without the line (a warning), unless the lost line is one the model needs: :SoilModel itself, an :Alias used further down, or an option whose default then stops the run.',
    fix: 'Start the line with the command it belongs to, make it a comment with #, or restore the block header or end line around it.',
    source:
      'default branch of each Parse*File dispatcher ("Unrecognized command in .rvX file"); GracefulEndStandalone.h, FinalizeGracefully (an error before the model exists is only printed)',
    example: { fileType: 'rvi', bad: 'Routing ROUTE_NONE', good: ':Routing ROUTE_NONE' },
  },
  adjust: adjustStrayLine,
};
