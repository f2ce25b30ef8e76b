import { commandWarnings, warningWords } from '../../../../grammar/ravenWarningMatch.js';
import type { RavenWarning } from '../../../../grammar/types.js';
import type { Command } from '../../../ast/nodes.js';
import { commandName } from '../../../ast/nodes.js';
import { argToken, argTokens } from '../../../facts/args.js';
import { idKey, type IdKey } from '../../../facts/ravenNumbers.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import { wordToken } from '../../../facts/site.js';
import type { Rule } from '../../rule.js';
import { reservoirSubbasinsOf } from '../../../facts/reservoirSubbasins.js';

/** Raven's warning for reservoir states (`:ResStage`, `:ResFlow`, `:InitialReservoirStage`) of a subbasin without a reservoir. */
function warningOf(name: string): RavenWarning {
  const command = name === ':InitialReservoirStage' ? name : ':BasinStateVariables';
  return commandWarnings(command).find(
    (w) => w.message.includes(name) && /without reservoir|no reservoir/.test(w.message),
  )!;
}

/** The .rvc lines that set a reservoir's state. */
const STATES = [':ResStage', ':ResFlow', ':InitialReservoirStage'] as const;

/**
 * RV485: reservoir states in the initial conditions for a subbasin without a reservoir. ParseInitialConditionsFile
 * sets `:ResStage`/`:ResFlow` (in `:BasinStateVariables`, for the subbasin of the `:BasinIndex` above them) and
 * `:InitialReservoirStage` only where the .rvh puts a `:Reservoir`; elsewhere it warns and ignores them. A
 * `:ResStage`/`:ResFlow` with fewer than two values is ignored with the same warning. An unknown subbasin is
 * RV211's (Raven stops).
 */
export const rvcReservoir: Rule = {
  code: 'RV485',
  name: 'rvc-reservoir',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      'Reservoir states of the initial conditions (`:ResStage` and `:ResFlow` under a `:BasinIndex`, `:InitialReservoirStage`) are for subbasins with a `:Reservoir` in the .rvh, and `:ResStage`/`:ResFlow` give both values (now and the step before).',
    why: 'A saved state (solution.rvc) of a model with reservoirs, used after a reservoir was removed or moved, keeps its reservoir lines. Raven warns and ignores each (":ResStage initial conditions for basin without reservoir will be ignored.", ":ResFlow …", "bad basin index in :InitialReservoirStage command (.rvc file), no reservoir exists in basin N. Command will be ignored."): the stage you meant to start from is not used.',
    fix: 'Delete the reservoir lines of subbasins without a reservoir, or put the :Reservoir back in the .rvh; give :ResStage/:ResFlow both values.',
    source:
      'ParseInitialConditionFile.cpp ParseInitialConditionsFile (:BasinStateVariables, :InitialReservoirStage)',
    example: {
      fileType: 'rvc',
      bad: ':InitialReservoirStage 1 10.0',
      good: '# (no reservoir in subbasin 1: no reservoir stage)',
    },
  },
  ravenWarnings: STATES.map((s) => warningOf(s).id),
  check({ model, report }) {
    const reservoirs = reservoirSubbasinsOf(model);
    const subbasins = new Set<IdKey>(model.rvh.subbasins.map((s) => idKey(s.tokens[0].text)));
    const say = (ref: CommandRef, name: (typeof STATES)[number], subbasin: string, why: string, at = ref) => {
      const warning = warningOf(name);
      // Raven's own prefix (the function's name) is left out of the quote.
      const words = warningWords(warning, subbasin).replace(/^ParseInitialConditionsFile: /, '');
      report({
        at: (argToken(at, 0) ?? wordToken(at.file, at.command.line.words[0])).site,
        ravenWarning: warning.id,
        message: `${name} ${why}: Raven warns ("${words}")`,
      });
    };
    for (const ref of model.commands('rvc')) {
      const name = commandName(ref.command);
      if (name === ':InitialReservoirStage') {
        const sb = argToken(ref, 0);
        if (!sb || argTokens(ref).length < 2) continue;
        const key = idKey(sb.text);
        // An unknown subbasin stops Raven (RV211).
        if (subbasins.has(key) && !reservoirs.has(key))
          say(ref, name, String(key), `for subbasin ${sb.text}, which has no :Reservoir in the .rvh`);
      } else if (name === ':BasinStateVariables') {
        let basin: { key: IdKey; text: string } | undefined;
        for (const child of commandsIn(ref.command)) {
          const at: CommandRef = { ...ref, command: child };
          const cname = commandName(child);
          if (cname === ':BasinIndex') {
            const t = argToken(at, 0);
            basin = t ? { key: idKey(t.text), text: t.text } : undefined;
          } else if ((cname === ':ResStage' || cname === ':ResFlow') && basin) {
            if (!subbasins.has(basin.key)) continue;
            if (!reservoirs.has(basin.key)) {
              say(
                ref,
                cname,
                basin.text,
                `for subbasin ${basin.text}, which has no :Reservoir in the .rvh`,
                at,
              );
            } else if (argTokens(at).length < 2) {
              say(ref, cname, basin.text, 'with one value (Raven needs the value and the one before)', at);
            }
          }
        }
      }
    }
  },
};

/** The commands inside a block, in reading order (nested ones too). */
function commandsIn(command: Command): Command[] {
  const out: Command[] = [];
  for (const item of command.body ?? []) {
    if (item.kind !== 'command') continue;
    out.push(item);
    out.push(...commandsIn(item));
  }
  return out;
}
