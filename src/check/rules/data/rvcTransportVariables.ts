import { commandName, type Command } from '../../../ast/nodes.js';
import { argToken } from '../../../facts/args.js';
import { constituentsOf, findConstituent } from '../../../facts/constituents.js';
import type { ModelFacts } from '../../../facts/facts.js';
import { sToI } from '../../../facts/ravenNumbers.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import { nameToken } from '../../../facts/args.js';
import type { Rule, RuleContext } from '../../rule.js';
import { ravenWords } from '../ravenWords.js';

/** Raven's warnings: an unknown or non-isotope constituent, an unknown block constituent, short rows. */
const SURFACE = {
  unknown: 'ParseInitialConditionFile#17',
  notIsotope: 'ParseInitialConditionFile#18',
} as const;
const BLOCK_UNKNOWN = 'ParseInitialConditionFile#22';
const SHORT = {
  out: 'ParseInitialConditionFile#23',
  lat: 'ParseInitialConditionFile#24',
  in: 'ParseInitialConditionFile#25',
} as const;
/** What Raven says of a line it meets outside any block and does not know. */
const IGNORED_COMMAND = 'ParseInitialConditionFile#26';

/**
 * RV441: the constituents of the .rvc's transport state. `:BasinTransportVariables` and
 * `:InitialSurfaceWaterConcentration` name a constituent of the .rvi's `:Transport` (Raven looks it up without
 * regard to case); `:InitialSurfaceWaterConcentration` only an isotope (18O, 2H); a `:Mout`/`:Mlat`/`:Min` row
 * of `:BasinTransportVariables` holds as many values as its own count says (plus the last value for
 * `:Mout`/`:Mlat`), all on its line.
 */
export const rvcTransportVariables: Rule = {
  code: 'RV441',
  name: 'rvc-transport-variables',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      'The transport state of the .rvc names constituents the .rvi’s :Transport defines (:InitialSurfaceWaterConcentration an isotope, 18O or 2H), and each :Mout/:Mlat/:Min row of :BasinTransportVariables holds the values its count announces.',
    why:
      'A :BasinTransportVariables block of a constituent the model does not simulate is skipped ("Unrecognized constituent entry in :BasinTransportVariables within .rvc file. Command was ignored."), and Raven then reads its lines one by one as commands it does not know ("IGNORING unrecognized command: :BasinIndex in .rvc file"). ' +
      ':InitialSurfaceWaterConcentration is ignored for an unknown constituent and for any that is not an isotope ("ParseInitialConditions: :InitialSurfaceWaterConcentration can only be used with isotope constituents. Command was ignored."). ' +
      'A :Mout row needs its count of segment values and the last outflow on its one line (a :Mlat row likewise, a :Min row its count of values): shorter, Raven ignores it ("ParseInitialConditionsFile: incorrect number of terms in :Mout initial conditions item"). Each ignored line leaves that state at zero.',
    fix: 'Name the constituent as :Transport does (or add the :Transport line); drop :InitialSurfaceWaterConcentration for other constituents; complete the row, or correct its count.',
    source:
      'ParseInitialConditionFile.cpp ParseInitialConditionsFile (:BasinTransportVariables, :InitialSurfaceWaterConcentration); ParseInput.cpp (:Transport)',
    example: {
      fileType: 'rvc',
      bad: ':InitialSurfaceWaterConcentration Nitrate 1.0',
      good: ':InitialSurfaceWaterConcentration 18O -12.0',
      model: { rvi: ':Transport Nitrate\n:Transport 18O' },
    },
  },
  ravenWarnings: [
    SURFACE.unknown,
    SURFACE.notIsotope,
    BLOCK_UNKNOWN,
    SHORT.out,
    SHORT.lat,
    SHORT.in,
    IGNORED_COMMAND,
  ],
  check({ model, report }) {
    for (const ref of model.commands('rvc')) {
      const name = commandName(ref.command);
      if (name === ':InitialSurfaceWaterConcentration') surfaceWater(model, ref, report);
      else if (name === ':BasinTransportVariables') transportBlock(model, ref, report);
    }
  },
};

function known(model: ModelFacts): string {
  const names = constituentsOf(model).map((c) => c.name.text);
  return names.length ? `its :Transport has ${names.join(', ')}` : 'the .rvi has no :Transport';
}

function surfaceWater(model: ModelFacts, ref: CommandRef, report: RuleContext['report']): void {
  const token = argToken(ref, 0);
  // Raven reads the line only with a constituent and a value.
  if (!token || ref.command.line.words.length < 3) return;
  const constituent = findConstituent(model, token.text);
  if (!constituent) {
    report({
      at: token.site,
      ravenWarning: SURFACE.unknown,
      message: `the model simulates no constituent ${token.text} (${known(model)}): Raven ignores the line and warns ("${ravenWords(SURFACE.unknown)}")`,
    });
  } else if (constituent.kind !== 'ISOTOPE') {
    report({
      at: token.site,
      ravenWarning: SURFACE.notIsotope,
      message: `${constituent.name.text} is not an isotope (only :Transport 18O and 2H are): Raven ignores the line and warns ("${ravenWords(SURFACE.notIsotope)}")`,
    });
  }
}

function transportBlock(model: ModelFacts, ref: CommandRef, report: RuleContext['report']): void {
  const token = argToken(ref, 0);
  if (!token) return;
  const children = descendants(ref.command);
  if (!findConstituent(model, token.text)) {
    report({
      at: token.site,
      ravenWarning: BLOCK_UNKNOWN,
      message: `the model simulates no constituent ${token.text} (${known(model)}): Raven skips the block and warns ("${ravenWords(BLOCK_UNKNOWN)}")`,
    });
    // Raven then reads the block's lines as commands of the file, none of which it knows.
    for (const child of children) {
      const name = commandName(child);
      if (!name.startsWith(':') || name === ':EndBasinTransportVariables') continue;
      report({
        at: nameToken({ ...ref, command: child }).site,
        ravenWarning: IGNORED_COMMAND,
        message: `${name} is read on its own, :BasinTransportVariables ${token.text} being skipped: Raven warns ("${ravenWords(IGNORED_COMMAND, name)}")`,
      });
    }
    return;
  }
  for (const child of children) {
    const name = commandName(child);
    const id =
      name === ':Mout' ? SHORT.out : name === ':Mlat' ? SHORT.lat : name === ':Min' ? SHORT.in : undefined;
    const words = child.line.words.length;
    const count = argToken({ ...ref, command: child }, 0);
    if (!id || !count || words <= 2) continue;
    const given = sToI(count.text);
    const need = given + (name === ':Min' ? 2 : 3);
    if (words >= need) continue;
    const values = words - 2;
    report({
      at: count.site,
      ravenWarning: id,
      message: `${name} announces ${given} value${given === 1 ? '' : 's'}${name === ':Min' ? '' : ' and the last one'} but its line holds ${values}: Raven ignores the row and warns ("${ravenWords(id)}")`,
    });
  }
}

/** The commands inside a block, at any depth, in order. */
function descendants(command: Command): Command[] {
  return (command.body ?? []).flatMap((item) =>
    item.kind === 'command' ? [item, ...descendants(item)] : [],
  );
}
