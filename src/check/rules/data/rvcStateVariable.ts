import { commandWarnings, warningWords } from '../../../../grammar/ravenWarningMatch.js';
import type { RavenWarning } from '../../../../grammar/types.js';
import { commandName } from '../../../ast/nodes.js';
import { argToken, argTokens } from '../../../facts/args.js';
import type { ModelFacts } from '../../../facts/facts.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import { wordToken, type Token } from '../../../facts/site.js';
import { tableRows } from '../../../facts/table.js';
import { closestStore, resolveStore, soilLayers, storeUsesOf, type AliasDef } from '../../../facts/stores.js';
import type { Rule } from '../../rule.js';

/** The commands whose state variable names Raven looks up (ParseInitialConditionsFile). */
const COMMANDS = [
  ':UniformInitialConditions',
  ':UniformInitialConcentration',
  ':HRUStateVariableTable',
  ':InitialConditions',
] as const;

/** Raven's two warnings of a command: the name it does not know, and the store the model lacks. */
function warningsOf(command: string): { unknown: RavenWarning; absent: RavenWarning } {
  // :UniformInitialTemperature is read by :UniformInitialConcentration's case.
  const ws = commandWarnings(
    command === ':UniformInitialTemperature' ? ':UniformInitialConcentration' : command,
  );
  return {
    unknown: ws.find((w) => /unrecognized state variable type/i.test(w.message))!,
    absent: ws.find((w) => /not in model|Unused state Variable/.test(w.message))!,
  };
}

/** The warning for a :HRUStateVariableTable whose first line is not :Attributes. */
const NO_ATTRIBUTES = 'ParseInitialConditionFile#6';

/**
 * RV484: a state variable of the initial conditions (.rvc) that Raven does not know, or that the model does not
 * have. ParseInitialConditionsFile looks each name up with StringToSVType (upper-cased, through the .rvi's
 * :Alias list) and then among the model's state variables (GetStateVarIndex); it warns and ignores the value.
 * Of "not in the model" the rule reports what is certain from the text: a soil layer beyond those :SoilModel
 * creates (the model's other stores depend on every process's algorithm, not reproduced here).
 */
export const rvcStateVariable: Rule = {
  code: 'RV484',
  name: 'rvc-state-variable',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      'Every state variable the initial conditions (.rvc) set (`:UniformInitialConditions`, `:HRUStateVariableTable` columns, `:InitialConditions`, `:UniformInitialConcentration`) is one Raven knows (or an :Alias of the .rvi) and one the model has (a soil layer :SoilModel creates); a `:HRUStateVariableTable` starts with its `:Attributes` line.',
    why: 'Raven looks each name up when it reads the .rvc: a name it does not know it warns about (":UniformInitialConditions: unrecognized state variable type X", ":HRUStateVariableTable: unrecognized state variable type X", "Unrecognized State Variable type X in :InitialConditions command"), and a store the model does not have (SOIL[3] in a model of three soil layers) too ("Initial conditions specified for state variable not in model (X)", "Unused state Variable X in :InitialConditions command will be ignored"). Either way the value is ignored and the store starts at zero. After an unknown name in :InitialConditions, and after a :HRUStateVariableTable whose next line is not :Attributes (a comment or blank line in between counts: ":HRUStateVariableTable command: first line must begin with :Attributes"), Raven reads the value rows as commands and stops on them ("Unrecognized command in .rvc file").',
    fix: 'Correct the name (the message suggests the closest state variable), drop the column or line for a store the model no longer has, or put :Attributes right below :HRUStateVariableTable.',
    source:
      'ParseInitialConditionFile.cpp ParseInitialConditionsFile (:UniformInitialConditions, :UniformInitialConcentration, :HRUStateVariableTable, :InitialConditions); StateVariables.cpp CStateVariable::StringToSVType',
    example: {
      fileType: 'rvc',
      bad: ':UniformInitialConditions SOIL_WATER 50.0',
      good: ':UniformInitialConditions SOIL[0] 50.0',
    },
  },
  ravenWarnings: [
    ...COMMANDS.flatMap((c) => [warningsOf(c).unknown.id, warningsOf(c).absent.id]),
    NO_ATTRIBUTES,
  ],
  check({ model, report }) {
    const aliases: AliasDef[] = model.uses('rvi', ':Alias').flatMap((ref) => {
      const [name, target] = argTokens(ref);
      return name && target ? [{ name, target, ref }] : [];
    });
    const layers = soilLayers(model);
    const beyond = soilBeyond(model, layers);
    /** Reports `t` when Raven does not know it or the model lacks it. */
    const look = (ref: CommandRef, t: Token | undefined) => {
      if (!t) return;
      const { unknown, absent } = warningsOf(commandName(ref.command));
      const store = resolveStore(t.text, aliases);
      if (store.badLayer !== undefined) return; // Raven writes an ERROR and goes on: not this warning
      if (store.type === undefined) {
        const guess = closestStore(t.text, aliases);
        const words = warningWords(unknown, t.text);
        // :InitialConditions leaves its value lines to the file's loop, which stops on each of them.
        const stops = commandName(ref.command) === ':InitialConditions' && hasRows(ref);
        report({
          at: t.site,
          ravenWarning: unknown.id,
          ...(stops && { severity: 'error' as const }),
          message: `'${t.text}' is not a state variable Raven knows${guess ? ` (did you mean ${guess}?)` : ''}: Raven warns ("${words}") and ${stops ? `then stops on the value lines below ("Unrecognized command in .rvc file")` : 'ignores it'}`,
        });
        return;
      }
      if (store.type === 'SOIL' && beyond(store.layer ?? 0)) {
        const range = layers === 1 ? 'SOIL[0] only' : `SOIL[0] to SOIL[${layers! - 1}]`;
        const words = warningWords(absent, t.text);
        report({
          at: t.site,
          ravenWarning: absent.id,
          message: `'${t.text}' is a soil layer the model does not have (:SoilModel creates ${range}): Raven warns ("${words}") and ignores it`,
        });
      }
    };
    for (const ref of model.commands('rvc')) {
      const name = commandName(ref.command);
      if (name === ':UniformInitialConditions' || name === ':UniformInitialTemperature') {
        // Fewer than two arguments: Raven writes an improper-format line instead.
        if (argTokens(ref).length >= 2) look(ref, argToken(ref, 0));
      } else if (name === ':UniformInitialConcentration') {
        if (argTokens(ref).length >= 2) look(ref, argToken(ref, 1));
      } else if (name === ':InitialConditions') {
        look(ref, argToken(ref, 0));
      } else if (name === ':HRUStateVariableTable') {
        const first = (ref.command.body ?? [])[0];
        if (first?.kind !== 'command' || first.line.words[0].text !== ':Attributes') {
          // Raven leaves the table's lines to the file's loop, which stops on each row.
          const stops = hasRows(ref);
          report({
            at: nameSite(ref),
            ravenWarning: NO_ATTRIBUTES,
            ...(stops && { severity: 'error' as const }),
            message: `the line below :HRUStateVariableTable is not its :Attributes line: Raven warns (":HRUStateVariableTable command: first line must begin with :Attributes") and ${stops ? 'then stops on the rows ("Unrecognized command in .rvc file"); put :Attributes right below :HRUStateVariableTable' : 'skips the table'}`,
          });
          continue;
        }
        for (const w of first.line.words.slice(1)) look(ref, wordToken(ref.file, w));
      }
    }
  },
};

/** Whether a soil layer is certainly not one of the model's stores (beyond :SoilModel, named by no process). */
function soilBeyond(model: ModelFacts, layers: number | undefined): (layer: number) => boolean {
  if (layers === undefined) return () => false;
  const named = new Set(
    storeUsesOf(model)
      .filter((u) => u.store.type === 'SOIL')
      .map((u) => u.store.layer ?? 0),
  );
  return (layer) => layer >= layers && !named.has(layer);
}

/** Whether a block holds data rows. */
function hasRows(ref: CommandRef): boolean {
  return tableRows(ref.file, ref.command).length > 0;
}

/** The site of a command's name. */
function nameSite(ref: CommandRef) {
  return wordToken(ref.file, ref.command.line.words[0]).site;
}
