/**
 * The checker's public calls (`rvkit/check`): every problem of a loaded model as diagnostics, the rules with
 * their documentation, the settings of `.rvkitrc.json`, and SARIF for code-scanning services.
 */
export { checkProject, type CheckOptions } from './checkProject.js';
export { RULES } from './rules/index.js';
export type {
  Finding,
  FindingFix,
  FixEdit,
  Rule,
  RuleCategory,
  RuleContext,
  RuleDocs,
  RuleSeverity,
} from './rule.js';
export { ruleExplanation, ruleMarkdown } from './docs.js';
export { findRule, parseRcFile, type RuleSetting, type RuleSettings } from './settings.js';
export { sarifLog, type SarifOptions } from './sarif.js';
