import { commandName } from '../../../ast/nodes.js';
import { argToken, argTokens } from '../../../facts/args.js';
import type { ModelFacts } from '../../../facts/facts.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import { wordToken, type Token } from '../../../facts/site.js';
import { tableRows } from '../../../facts/table.js';
import {
  closestStore,
  resolveStore,
  soilLayers,
  storeUsesOf,
  type AliasDef,
} from '../../../facts/stores.js';
import type { Rule } from '../../rule.js';

/** Raven's warnings, by command: [unrecognized type, state variable not in the model]. */
const WARNINGS: Readonly<Record<string, readonly [string, string]>> = {
  ':UniformInitialConditions': ['ParseInitialConditionFile#2', 'ParseInitialConditionFile#3'],
  ':UniformInitialConcentration': ['ParseInitialConditionFile#4', 'ParseInitialConditionFile#5'],
  ':UniformInitialTemperature': ['ParseInitialConditionFile#4', 'ParseInitialConditionFile#5'],
  ':HRUStateVariableTable': ['ParseInitialConditionFile#7', 'ParseInitialConditionFile#8'],
  ':InitialConditions': ['ParseInitialConditionFile#11', 'ParseInitialConditionFile#13'],
};

/** Raven's words for each warning (the state variable's text in place of `{}`). */
const WORDS: Readonly<Record<string, string>> = {
  'ParseInitialConditionFile#2': ':UniformInitialConditions: unrecognized state variable type {}',
  'ParseInitialConditionFile#3': 'Initial conditions specified for state variable not in model ({})',
  'ParseInitialConditionFile#4': ':UniformInitialConcentration: unrecognized state variable type {}',
  'ParseInitialConditionFile#5':
    'Uniform initial conditions specified for water storage state variable not in model ({})',
  'ParseInitialConditionFile#7': ':HRUStateVariableTable: unrecognized state variable type {}',
  'ParseInitialConditionFile#8': 'Initial conditions specified for state variable not in model ({})',
  'ParseInitialConditionFile#11': 'Unrecognized State Variable type {} in :InitialConditions command',
  'ParseInitialConditionFile#13': 'Unused state Variable {} in :InitialConditions command will be ignored',
};

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
  ravenWarnings: [...new Set(Object.values(WARNINGS).flat()), NO_ATTRIBUTES],
  check({ model, report }) {
    const aliases: AliasDef[] = model
      .uses('rvi', ':Alias')
      .flatMap((ref) => {
        const [name, target] = argTokens(ref);
        return name && target ? [{ name, target, ref }] : [];
      });
    const layers = soilLayers(model);
    const beyond = soilBeyond(model, layers);
    /** Reports `t` when Raven does not know it or the model lacks it. */
    const look = (ref: CommandRef, t: Token | undefined) => {
      if (!t) return;
      const [unknown, absent] = WARNINGS[commandName(ref.command)];
      const store = resolveStore(t.text, aliases);
      if (store.badLayer !== undefined) return; // Raven writes an ERROR and goes on: not this warning
      if (store.type === undefined) {
        const guess = closestStore(t.text, aliases);
        const words = WORDS[unknown].replace('{}', t.text);
        // :InitialConditions leaves its value lines to the file's loop, which stops on each of them.
        const stops = commandName(ref.command) === ':InitialConditions' && hasRows(ref);
        report({
          at: t.site,
          ravenWarning: unknown,
          ...(stops && { severity: 'error' as const }),
          message: `'${t.text}' is not a state variable Raven knows${guess ? ` (did you mean ${guess}?)` : ''}: Raven warns ("${words}") and ${stops ? `then stops on the value lines below ("Unrecognized command in .rvc file")` : 'ignores it'}`,
        });
        return;
      }
      if (store.type === 'SOIL' && beyond(store.layer ?? 0)) {
        const range = layers === 1 ? 'SOIL[0] only' : `SOIL[0] to SOIL[${layers! - 1}]`;
        const words = WORDS[absent].replace('{}', t.text);
        report({
          at: t.site,
          ravenWarning: absent,
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
