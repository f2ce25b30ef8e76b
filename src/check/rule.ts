/**
 * What a checker rule is: a small named unit with a stable code, the severity Raven gives the problem (Raven
 * stops: error; Raven writes a WARNING and goes on: warning), its documentation, and a check that reads the
 * model's facts and reports findings at the tokens at fault.
 */
import type { Diagnostic, Severity } from '../ast/nodes.js';
import type { CheckHost } from '../project/host.js';
import { SYNTAX_CODES, type SyntaxProblem } from '../parser/check/codes.js';
import type { ModelFacts } from '../facts/facts.js';
import type { Site } from '../facts/site.js';

/** The families of rules, by the first digit of their code. */
export type RuleCategory = 'syntax' | 'structure' | 'references' | 'parameters' | 'time-and-data' | 'options';

/** How bad a finding is, as Raven treats it. */
export type RuleSeverity = 'error' | 'warning';

/** The documentation of a rule (one Markdown page each, and `rvkit check --explain CODE`). */
export interface RuleDocs {
  /** What the rule checks, in one sentence. */
  readonly summary: string;
  /** Why Raven cares: what it does with such a model (stops, warns, misreads). */
  readonly why: string;
  /** How to fix the model. */
  readonly fix: string;
  /** Where Raven 4.12.1 does it (source file and function). */
  readonly source: string;
  /** A short example: the faulty text and the fixed text, in one file type (see RuleExample). */
  readonly example?: RuleExample;
}

/**
 * A rule's example as it runs: the faulty text and the fixed text, each put into a minimal model (one subbasin,
 * one HRU, a two-layer soil, a gauge with three days of forcing: test/fixtures/ruleDocs/minimal) in place of
 * that model's commands of the same names, in the file of `fileType`. The faulty text makes the rule report,
 * the fixed text does not (test/check/ruleExamples.test.ts).
 */
export interface RuleExample {
  readonly fileType: string;
  readonly bad: string;
  readonly good: string;
  /**
   * What else the example needs of the model, shown on the rule's page: commands of another file type (by
   * its extension: `rvi`, `rvt` …, replacing the minimal model's commands of the same names), or a file beside
   * the model by its name (a NetCDF file as `ncdump -h` shows it, in CDL).
   */
  readonly model?: Readonly<Record<string, string>>;
}

/** One edit of a fix: the text at `at` (a point for an insertion) becomes `newText`. */
export interface FixEdit {
  readonly at: Site;
  readonly newText: string;
}

/**
 * A repair a rule is certain of (it restores what the modeller meant, and Raven then reads the model as
 * intended): its edits are applied together. A repair that is a guess is never a fix: say it in the message.
 */
export interface FindingFix {
  /** What the fix changes, in one line (`:CanopySnowEvap → :CanopySublimation`). */
  readonly message: string;
  readonly edits: readonly FixEdit[];
}

/** A problem a rule found. */
export interface Finding {
  /** The token at fault (or the place where something missing belongs). */
  readonly at: Site;
  /** One line that says what is wrong and what to change. */
  readonly message: string;
  /**
   * When Raven's reaction depends on where the problem is (before `:SoilModel` an error only prints);
   * `info` for what Raven reads without a word but its sources mark as deprecated.
   */
  readonly severity?: RuleSeverity | Extract<Severity, 'info'>;
  /** The certain repair, when there is one. */
  readonly fix?: FindingFix;
  /**
   * The WARNING Raven writes for it (an id of grammar/ravenWarnings.ts, one of the rule's `ravenWarnings`); null
   * where Raven writes none (an error it prints and goes on from), in a rule whose one warning would be assumed.
   */
  readonly ravenWarning?: string | null;
  /** rvkit's own warning: Raven says nothing, and silently does something the model does not mean. */
  readonly own?: true;
}

/** What a rule's check is given. */
export interface RuleContext {
  readonly model: ModelFacts;
  /** Access to files beyond the RV files (data files, NetCDF), when the caller provides it. */
  readonly host: CheckHost;
  report(finding: Finding): void;
}

/** A checker rule. */
export interface Rule {
  /** Stable code: `RV` and three digits (the first digit is the family). */
  readonly code: string;
  /** Stable kebab-case name. */
  readonly name: string;
  readonly category: RuleCategory;
  /** The severity of its findings unless a finding says otherwise. */
  readonly severity: RuleSeverity;
  readonly docs: RuleDocs;
  /**
   * True when `rvkit fix` repairs (some of) its findings: a finding it is certain of carries its fix (its
   * page says when); the rule's example shows one. Rules without it never offer a fix.
   */
  readonly fixable?: boolean;
  /** Runs the rule; absent for the syntax rules, which the parser and the project loader apply. */
  readonly check?: (ctx: RuleContext) => void | Promise<void>;
  /**
   * For a syntax rule: refines one of its parser diagnostics with what only the whole model tells (an error in
   * the .rvi before :SoilModel is only printed by Raven, which then runs on); undefined drops it.
   */
  readonly adjust?: (diagnostic: Diagnostic, model: ModelFacts) => Diagnostic | undefined;
  /** For a syntax rule: the certain repair of one of its parser (or loader) diagnostics, when there is one. */
  readonly fixDiagnostic?: (
    diagnostic: Diagnostic,
    model: ModelFacts,
    host: CheckHost,
  ) => FindingFix | undefined;
  /** The WARNINGs of Raven the rule predicts (ids of grammar/ravenWarnings.ts), named in its documentation. */
  readonly ravenWarnings?: readonly string[];
  /**
   * What the rule warns about of its own, where Raven says nothing but silently does something the model does
   * not mean (its findings marked `own`), in one sentence for its documentation.
   */
  readonly ownWarning?: string;
}

/**
 * The code and name of a rule that the parser or the project loader applies (the syntax problems): the code is
 * the one they report, written once in `SYNTAX_CODES`.
 */
export function syntaxRuleId<N extends SyntaxProblem>(name: N): { code: (typeof SYNTAX_CODES)[N]; name: N } {
  return { code: SYNTAX_CODES[name], name };
}
