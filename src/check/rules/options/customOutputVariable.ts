import { argToken, argTokens } from '../../../facts/args.js';
import { forcingOf } from '../../../facts/forcingTypes.js';
import { beforeSoilModel } from '../../../facts/rviFacts.js';
import type { Token } from '../../../facts/site.js';
import { closestStore, resolveStore, soilLayers, type AliasDef } from '../../../facts/stores.js';
import type { Rule } from '../../rule.js';

/** Raven's warning ids for a variable it does not find, by the form of the :CustomOutput variable. */
const WARNING = {
  to: 'CustomOutput#6',
  from: 'CustomOutput#7',
  betweenFirst: 'CustomOutput#8',
  betweenLast: 'CustomOutput#9',
  plain: 'CustomOutput#10',
} as const;

/**
 * RV515: a `:CustomOutput` variable Raven cannot find. CCustomOutput::ParseCustomOutputCommand looks the
 * variable up as a state variable of the model (with the aliases read so far), `To:X`/`From:X`/`Between:X.And.Y`
 * as fluxes into, out of or between state variables, and anything else as a forcing; what it does not find it
 * warns about, and writes no file for the line. The rule reports what is certain from the text: a name that is
 * neither a state variable type Raven knows nor a forcing, and a soil layer beyond :SoilModel. A known type the
 * model happens to lack (SNOW in a model without snow) is not reported: the model's stores are not reproduced.
 */
export const customOutputVariable: Rule = {
  code: 'RV515',
  name: 'custom-output-variable',
  category: 'options',
  severity: 'warning',
  docs: {
    summary:
      'The variable of each `:CustomOutput` is a state variable of the model (SNOW, SOIL[0] …, or an :Alias defined above), a flux written To:X, From:X or Between:X.And.Y, STREAMFLOW, or a forcing (PRECIP, TEMP_AVE …).',
    why: 'Raven looks the variable up when it reads the line; when it finds neither a state variable nor a forcing of that name it warns ("Custom output variable X is unrecognized. No output will be written.", or "Custom output Flux variable X is unrecognized" for a flux) and skips the line: the output file you asked for is never written. A soil layer the :SoilModel does not create is not found either.',
    fix: 'Correct the name (the message suggests the closest state variable), use a layer the soil model has (SOIL[0] to SOIL[n-1]), or define the :Alias above the line.',
    source:
      'CustomOutput.cpp CCustomOutput::ParseCustomOutputCommand; ParseInput.cpp ParseSVTypeIndex; Forcings.cpp GetForcingTypeFromString',
    example: {
      fileType: 'rvi',
      bad: ':CustomOutput DAILY AVERAGE SOIL_WATER BY_HRU',
      good: ':CustomOutput DAILY AVERAGE SOIL[0] BY_HRU',
    },
  },
  ravenWarnings: Object.values(WARNING),
  check({ model, report }) {
    const layers = soilLayers(model);
    const aliases: AliasDef[] = [];
    for (const ref of model.commands('rvi')) {
      const name = ref.command.spec?.name;
      if (name === ':Alias') {
        const [alias, target] = argTokens(ref);
        if (alias && target) aliases.push({ name: alias, target, ref });
        continue;
      }
      // Before :SoilModel there is no model to add the output to (RV506 reports the line).
      if (name !== ':CustomOutput' || beforeSoilModel(model.rvi, ref)) continue;
      const variable = argToken(ref, 2);
      if (!variable) continue;
      const known = [...aliases];
      /** Why Raven does not find a store name (undefined when it may). */
      const missing = (text: string): string | undefined => {
        const store = resolveStore(text, known);
        if (store.badLayer !== undefined) return undefined;
        if (store.type === undefined) {
          const guess = closestStore(text, known);
          return `'${text}' is not a state variable Raven knows${guess ? ` (did you mean ${guess}?)` : ''}`;
        }
        if (
          store.type === 'SOIL' &&
          layers !== undefined &&
          store.layer !== undefined &&
          store.layer >= layers
        ) {
          const range = layers === 1 ? 'SOIL[0] only' : `SOIL[0] to SOIL[${layers - 1}]`;
          return `'${text}' is a soil layer :SoilModel does not create (${range})`;
        }
        return undefined;
      };
      const say = (why: string, id: string, words: string) =>
        report({
          at: variable.site,
          ravenWarning: id,
          message: `${why}: Raven warns ("${words} is unrecognized. No output will be written.") and writes nothing for this :CustomOutput`,
        });
      const found = flux(variable);
      if (found) {
        for (const [text, id] of found) {
          const why = missing(text);
          if (why) {
            say(why, id, `Custom output Flux variable ${text}`);
            break;
          }
        }
        continue;
      }
      const text = variable.text;
      if (text === 'STREAMFLOW' || forcingOf(text)) continue;
      const why = missing(text);
      // A known type the model lacks is also looked up as a forcing; only certain misses are reported.
      if (why) say(`${why} and not a forcing`, WARNING.plain, `Custom output variable ${text}`);
    }
  },
};

/** The store names of a flux variable, each with the warning Raven writes when it does not find it, in order. */
function flux(variable: Token): (readonly [string, string])[] | undefined {
  const t = variable.text;
  // Raven tests the prefixes as written (case matters), To: and From: first.
  if (t.startsWith('To:')) return [[t.slice(3), WARNING.to]];
  if (t.startsWith('From:')) return [[t.slice(5), WARNING.from]];
  if (t.startsWith('Between:')) {
    const right = t.slice(8);
    const and = right.indexOf('.And.');
    // Without ".And." Raven cuts the text at a position that depends on its string library: left out.
    if (and < 0) return [];
    return [
      [right.slice(0, and), WARNING.betweenFirst],
      [right.slice(and + 5), WARNING.betweenLast],
    ];
  }
  return undefined;
}
