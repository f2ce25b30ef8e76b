import { RAVEN_WARNINGS } from '../../../../grammar/ravenWarnings.js';
import {
  commandMigration,
  MIGRATIONS,
  valueMigration,
  type Migration,
} from '../../../../grammar/migrations.js';
import type { FileType } from '../../../../grammar/types.js';
import { commandName } from '../../../ast/nodes.js';
import { lineAt } from '../../fixEdits.js';
import { initialConditionsFix } from '../../fixes/initialConditions.js';
import type { ModelFacts } from '../../../facts/facts.js';
import { groupsOf, momentOf } from '../../../facts/groups.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import { wordSite } from '../../../facts/site.js';
import type { Finding, FindingFix, Rule } from '../../rule.js';

const FILE_TYPES: readonly FileType[] = ['rvi', 'rvp', 'rvh', 'rvt', 'rvc', 'rve'];
/** What Raven 2.x read as "on" after upper-casing the value of :DebugMode (ParseInput.cpp before 2.9.1). */
const DEBUG_ON = new Set(['YES', 'ON', 'TRUE']);

/** Every deprecation warning of Raven's for a command. */
const DEPRECATIONS = RAVEN_WARNINGS.filter((w) => w.command && /deprecat/i.test(w.message)).map((w) => w.id);

/** RV513: a command or value that Raven 4.12 still reads but its sources mark as deprecated or renamed. */
export const legacyName: Rule = {
  code: 'RV513',
  name: 'legacy-name',
  category: 'options',
  severity: 'warning',
  fixable: true,
  docs: {
    summary:
      'A command, option value or algorithm name of an older Raven that Raven 4.12 still reads but has renamed or deprecated (:AggregatedVariable, :CanopySnowEvap, :EvaluationTime, :InitialConditions, :DebugMode no, :AirPressureMethod BASIC, INF_PARTITION, CANEVP_ALL …).',
    why: 'Raven keeps some old spellings for backward compatibility: some with a WARNING (":AggregatedVariable command has been deprecated", ":EvaluationTime command deprecated", ":InitialConditions … will be deprecated"), some silently (then this is an info). A few no longer mean what they meant: `:DebugMode no` turned debugging off before Raven 2.9.1 and turns it on now, and :AggregatedVariable stops the run when its HRU group is not declared above it, where older versions did nothing. Names Raven no longer reads at all are reported by unknown-command and unknown-value, with the version that retired them.',
    fix: '`rvkit fix` rewrites the certain ones (renames, :DebugMode no, :AggregatedVariable, an :InitialConditions block with one value per HRU as a :HRUStateVariableTable); for the others the message says what to write (for :EvaluationTime, the :EvaluationPeriod line with its dates). The catalogue of legacy names, with the Raven version and commit of each change, is grammar/migrations.ts.',
    source:
      'ParseInput.cpp (:AggregatedVariable, :DebugMode, :EvaluationTime, :CanopySublimation, :AirPressureMethod, :Infiltration, :SnowBalance); ParsePropertyFile.cpp (:SnowParameterList); ParseInitialConditionFile.cpp (:InitialConditions); Raven history (grammar/migrations.ts)',
    example: {
      fileType: 'rvi',
      bad: ':CanopySnowEvap CANEVP_ALL CANOPY_SNOW ATMOSPHERE',
      good: ':CanopySublimation SUBLIM_ALL CANOPY_SNOW ATMOSPHERE',
    },
  },
  ravenWarnings: DEPRECATIONS,
  check({ model, report }) {
    for (const type of FILE_TYPES) {
      for (const ref of model.commands(type)) {
        // A command the catalogue does not know is unknown-command's (with the migration in its message).
        if (!ref.command.spec) continue;
        const name = commandName(ref.command);
        const command = commandMigration(type, name);
        if (command) report(commandFinding(ref, command, model));
        if (ref.command.spec.name === ':DebugMode') debugMode(ref, report);
        const words = ref.command.line.words;
        for (let i = 1; i < words.length; i++) {
          const m = valueMigration(type, ref.command.spec.name, i - 1, words[i].text);
          // Values Raven no longer reads are unknown-value's.
          if (!m || m.raven412 === 'stops') continue;
          const at = wordSite(ref.file, words[i]);
          report({
            at,
            message: message(m),
            severity: severity(m),
            ...(m.rewrite === 'rename' && m.modern
              ? { fix: { message: `${m.legacy} → ${m.modern}`, edits: [{ at, newText: m.modern }] } }
              : {}),
          });
        }
      }
    }
  },
};

/** The message of a migration: what changed, when, and what Raven 4.12 does with the old spelling. */
export function message(m: Migration): string {
  const does =
    m.raven412 === 'accepts'
      ? 'Raven 4.12 still reads it'
      : m.raven412 === 'warns'
        ? 'Raven 4.12 warns'
        : 'Raven 4.12 stops';
  return `${m.note} (Raven ${m.since}; ${does})`;
}

function severity(m: Migration): Finding['severity'] {
  return m.raven412 === 'accepts' ? 'info' : m.raven412 === 'warns' ? 'warning' : 'error';
}

/** The deprecation warning Raven writes for a legacy command it still reads ("… deprecated"), if any. */
function deprecationWarning(m: Migration): string | undefined {
  return RAVEN_WARNINGS.find((w) => w.command === m.legacy && /deprecat/i.test(w.message))?.id;
}

function commandFinding(ref: CommandRef, m: Migration, model: ModelFacts): Finding {
  const at = wordSite(ref.file, ref.command.line.words[0]);
  const warning = deprecationWarning(m);
  const base = { at, message: message(m), severity: severity(m), ...(warning && { ravenWarning: warning }) };
  if (m.rewrite === 'rename' && m.modern) {
    return { ...base, fix: { message: `${m.legacy} → ${m.modern}`, edits: [{ at, newText: m.modern }] } };
  }
  if (m.rewrite === 'aggregated-variable') return { ...base, fix: aggregatedVariable(ref, model) };
  if (m.legacy === ':EvaluationTime') return { ...base, message: evaluationTimeMessage(ref, base.message) };
  if (m.rewrite === 'initial-conditions') {
    const fix = initialConditionsFix(ref, model);
    // Without a certain rewrite, the message says what to write.
    return fix
      ? { ...base, fix }
      : {
          ...base,
          message: `${base.message}: write :HRUStateVariableTable, then :Attributes ${ref.command.line.words[1]?.text ?? 'SV'}, then one "HRU_ID value" row per HRU, then :EndHRUStateVariableTable`,
        };
  }
  return base;
}

/**
 * `:AggregatedVariable SV GROUP`: Raven 4.12 builds exactly a `:LateralEquilibrate RAVEN_DEFAULT GROUP SV 100`
 * (ParseInput.cpp, case of :AggregatedVariable), when GROUP exists where the line is read. Before 3.0.4 the
 * command marked the group as aggregating if the .rvi had declared it above (CModel::SetAggregatedVariable
 * looked only at the groups existing then, silently doing nothing otherwise): a line whose group is not
 * declared above it did nothing, and is kept as a comment.
 */
function aggregatedVariable(ref: CommandRef, model: ModelFacts): FindingFix {
  const words = ref.command.line.words;
  const sv = words[1]?.text ?? '';
  // Raven before 3.0.4 took the group ALL when none was named.
  const group = words[2]?.text ?? 'ALL';
  const defs = groupsOf(model).hru.get(group) ?? [];
  const moment = momentOf(ref);
  const declared = defs.some((d) => d.moment < moment);
  if (declared) {
    const first = words[0];
    const last = words[words.length - 1];
    return {
      message: `:AggregatedVariable ${sv} ${group} → :LateralEquilibrate RAVEN_DEFAULT ${group} ${sv} 100`,
      edits: [
        {
          at: { file: ref.file, offset: first.offset, length: last.offset + last.text.length - first.offset },
          newText: `:LateralEquilibrate RAVEN_DEFAULT ${group} ${sv} 100`,
        },
      ],
    };
  }
  return {
    message: `:AggregatedVariable ${sv} ${group} commented out: group ${group} is not declared above it, so Raven before 3.0.4 did nothing with it (to equalise ${sv} over a group, declare it with :DefineHRUGroups and use :LateralEquilibrate)`,
    edits: [{ at: { file: ref.file, offset: words[0].offset, length: 0 }, newText: '# ' }],
  };
}

/**
 * `:EvaluationTime START [END]` has no certain rewrite: it narrows the diagnostics of the default period ALL
 * (Model.cpp, UpdateDiagnostics blanks the modelled values outside it), where `:EvaluationPeriod` adds a named
 * period beside ALL, which still covers the whole run (ModelInitialize.cpp): Diagnostics.csv changes. The
 * message gives the line to write, with the dates of this one.
 */
function evaluationTimeMessage(ref: CommandRef, base: string): string {
  const words = ref.command.line.words;
  const start = words[1]?.text ?? 'START';
  const end = words.length >= 5 ? words[3].text : 'END';
  const endNote = end === 'END' ? ' (END: the last day of the simulation)' : '';
  return `${base}: write :EvaluationPeriod EVAL ${start} ${end}${endNote}; Diagnostics.csv then has an EVAL row for this period beside the ALL row for the whole run`;
}

/** `:DebugMode no`: off before Raven 2.9.1, on now (any :DebugMode turns debugging on): the line goes. */
function debugMode(ref: CommandRef, report: (f: Finding) => void): void {
  const value = ref.command.line.words[1];
  if (!value || DEBUG_ON.has(value.text.toUpperCase())) return;
  const m = MIGRATIONS.find((x) => x.command === ':DebugMode')!;
  report({
    at: wordSite(ref.file, value),
    message: message(m),
    severity: 'warning',
    fix: {
      message: `:DebugMode ${value.text} removed (it meant: no debugging)`,
      edits: [{ at: lineAt(ref.file, value.offset), newText: '' }],
    },
  });
}
