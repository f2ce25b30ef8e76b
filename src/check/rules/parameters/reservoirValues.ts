import { commandName, type Command } from '../../../ast/nodes.js';
import { wordToken, type Token } from '../../../facts/site.js';
import { atof, idKey, sToI } from '../../../facts/ravenNumbers.js';
import type { Reservoir } from '../../../facts/rvhFacts.js';
import { LAKE_LINES } from '../../../facts/stageRelations.js';
import { tableRows } from '../../../facts/table.js';
import type { ModelFacts } from '../../../facts/facts.js';
import type { Finding, Rule } from '../../rule.js';

/** Raven's words, by warning id. */
const SAYS = {
  'Reservoir#1': 'CReservoir::Constructor (Lake): weir discharge coefficient should be less than 1.0',
  'Reservoir#2': 'CReservoir::SetCrestWidth: - trying to change crest width of non-lake reservoir',
  'Reservoir#3': 'CReservoir::SetDZTRModel: storage ordering is off. Vci<Vni<Vmi<Vmax',
  'ParseHRUFile#28': 'Incorrect line length (<4) in :Reservoir :StageRelations command',
} as const;

/** The curve type a stage relation line sets (ReservoirParse): POWER_LAW, LINEAR or CONSTANT, as each reads them. */
function relationType(name: string, word: string): string | undefined {
  if (!name.endsWith('StageRelation')) return undefined;
  if (word === 'POWER_LAW') return 'powerlaw';
  // The volume relation's LINEAR sets no type; CONSTANT is the area relation's only.
  if (word === 'LINEAR' && name !== ':VolumeStageRelation') return 'linear';
  if (word === 'CONSTANT' && name === ':AreaStageRelation') return 'linear';
  return undefined;
}

/** The commands of a reservoir's body. */
function lines(reservoir: Reservoir): Command[] {
  return (reservoir.ref.command.body ?? []).filter((i): i is Command => i.kind === 'command');
}

/** The curve type Raven builds the reservoir as: a lake, or another (power law unless a line says otherwise). */
function isLake(reservoir: Reservoir): boolean {
  let type = 'powerlaw';
  for (const c of lines(reservoir)) {
    const name = commandName(c);
    if (LAKE_LINES.has(name)) type = 'lake';
    else if (name === ':StageRelations') type = 'data';
    else if (name === ':VaryingStageRelations') type = 'varying';
    else type = relationType(name, c.line.words[1]?.text ?? '') ?? type;
  }
  return type === 'lake';
}

/**
 * RV378: values of a `:Reservoir` Raven accepts with a warning: a lake's weir coefficient above 1, a crest width
 * set by :SubBasinProperties for a reservoir that is not a lake, DZTR storages out of order, and a
 * :StageRelations row of fewer than four values.
 */
export const reservoirValues: Rule = {
  code: 'RV378',
  name: 'reservoir-values',
  category: 'parameters',
  severity: 'warning',
  docs: {
    summary:
      'A lake-type :Reservoir has a :WeirCoefficient of at most 1; RESERVOIR_CREST_WIDTH (:SubBasinProperties) is set only for lake-type reservoirs; a :DZTRReservoirModel has critical ≤ normal ≤ maximum monthly storage ≤ maximum storage; each :StageRelations row has stage, flow, volume and area.',
    why: 'Raven builds the reservoir anyway and warns: a weir coefficient above 1 is physically implausible ("weir discharge coefficient should be less than 1.0"); a crest width for a reservoir built from a table or power law is ignored ("trying to change crest width of non-lake reservoir"); DZTR storages out of order make the release zones overlap ("storage ordering is off. Vci<Vni<Vmi<Vmax"); a short stage row leaves that point of the curves unread ("Incorrect line length (<4) in :Reservoir :StageRelations command").',
    fix: 'Use a weir coefficient between 0 and 1 (about 0.6), set crest widths only for lakes (:WeirCoefficient, :CrestWidth …), put the monthly storages in order, and give every :StageRelations row four or five values.',
    source:
      'Reservoir.cpp CReservoir (lake constructor), SetCrestWidth, SetDZTRModel; SubBasin.cpp SetBasinProperties; ParseHRUFile.cpp ReservoirParse',
    example: {
      fileType: 'rvh',
      bad: ':Reservoir Lake1\n  :SubBasinID 1\n  :HRUID 1\n  :WeirCoefficient 1.6\n  :CrestWidth 10\n  :MaxDepth 5\n  :LakeArea 120500000\n:EndReservoir',
      good: ':Reservoir Lake1\n  :SubBasinID 1\n  :HRUID 1\n  :WeirCoefficient 0.6\n  :CrestWidth 10\n  :MaxDepth 5\n  :LakeArea 120500000\n:EndReservoir',
    },
  },
  ravenWarnings: Object.keys(SAYS),
  check({ model, report }) {
    const say = (id: keyof typeof SAYS, at: Token, why: string) =>
      report({ at: at.site, ravenWarning: id, message: `${why}: Raven warns ("${SAYS[id]}")` });
    for (const reservoir of model.rvh.reservoirs) {
      const lake = isLake(reservoir);
      const name = reservoir.name?.text ?? '';
      for (const c of lines(reservoir)) {
        const label = commandName(c);
        const value = c.line.words[1] && wordToken(reservoir.ref.file, c.line.words[1]);
        if (label === ':WeirCoefficient' && lake && value && atof(value.text) > 1 && isLast(reservoir, c))
          say('Reservoir#1', value, `the weir coefficient ${value.text} of lake ${name} is above 1`);
        if (label === ':StageRelations') for (const f of shortStageRows(model, reservoir, c)) report(f);
        if (label === ':DZTRReservoirModel' || label === ':DZTRResservoirModel') {
          const off = dztrDisorder(model, reservoir, c);
          if (off) say('Reservoir#3', off.at, off.why);
        }
      }
      if (!lake)
        for (const cell of crestWidths(model, reservoir)) {
          say(
            'Reservoir#2',
            cell,
            `RESERVOIR_CREST_WIDTH is set for subbasin ${reservoir.subbasin?.text ?? ''}, whose reservoir ${name} is not a lake (no :WeirCoefficient, :CrestWidth … lines), so it is ignored`,
          );
        }
    }
  },
};

/** True when no later line of the reservoir sets the weir coefficient again (the value read last is used). */
function isLast(reservoir: Reservoir, c: Command): boolean {
  const all = lines(reservoir).filter((l) => commandName(l) === ':WeirCoefficient');
  return all[all.length - 1] === c;
}

/** The :StageRelations rows (after the count row, comments skipped) with fewer than four values. */
function shortStageRows(model: ModelFacts, reservoir: Reservoir, c: Command): Finding[] {
  const [count, ...rows] = tableRows(reservoir.ref.file, c);
  if (!count) return [];
  const n = sToI(count.tokens[0].text);
  return rows.slice(0, Math.max(n, 0)).flatMap((row) =>
    row.tokens.length >= 4
      ? []
      : [
          {
            at: row.tokens[0].site,
            ravenWarning: 'ParseHRUFile#28',
            message: `this :StageRelations row of reservoir ${reservoir.name?.text ?? ''} has ${row.tokens.length} value${row.tokens.length === 1 ? '' : 's'}, not stage, flow, volume and area: Raven warns ("${SAYS['ParseHRUFile#28']}") and leaves the point unread`,
          },
        ],
  );
}

/** The first month whose DZTR storages are out of order, read by position as ReservoirParse reads them. */
function dztrDisorder(
  model: ModelFacts,
  reservoir: Reservoir,
  c: Command,
): { at: Token; why: string } | undefined {
  const body = (c.body ?? []).filter((i): i is Command => i.kind === 'command');
  if (body.length < 5) return undefined;
  const file = reservoir.ref.file;
  const first = (k: number) => body[k].line.words[1];
  const monthly = (k: number): number[] | undefined => {
    const w = body[k].line.words;
    if (w.length >= 13) return w.slice(1, 13).map((x) => atof(x.text));
    return w.length >= 2 ? Array<number>(12).fill(atof(w[1].text)) : undefined;
  };
  const smaxWord = first(0);
  const [max, normal, critical] = [monthly(2), monthly(3), monthly(4)];
  if (!smaxWord || !max || !normal || !critical) return undefined;
  const smax = atof(smaxWord.text);
  for (let i = 0; i < 12; i++) {
    if (critical[i] > normal[i] || normal[i] > max[i] || max[i] > smax) {
      return {
        at: wordToken(file, body[0].line.words[0]),
        why: `the DZTR storages of reservoir ${reservoir.name?.text ?? ''} are out of order in month ${i + 1} (critical ${critical[i]}, normal ${normal[i]}, maximum ${max[i]}, largest ${smax}; Raven needs each at most the next)`,
      };
    }
  }
  return undefined;
}

/** The RESERVOIR_CREST_WIDTH cells of :SubBasinProperties read after the reservoir, for its subbasin. */
function crestWidths(model: ModelFacts, reservoir: Reservoir): Token[] {
  if (!reservoir.subbasin) return [];
  const key = idKey(reservoir.subbasin.text);
  const out: Token[] = [];
  for (const ref of model.uses('rvh', ':SubBasinProperties')) {
    if (ref.index < reservoir.ref.index) continue;
    const header = (ref.command.body ?? []).find(
      (i): i is Command => i.kind === 'command' && i.line.words[0].text === ':Parameters',
    );
    const column = header?.line.words
      .slice(1)
      .findIndex((w) => w.text.toUpperCase() === 'RESERVOIR_CREST_WIDTH');
    if (column === undefined || column < 0) continue;
    for (const row of tableRows(ref.file, ref.command)) {
      const cell = row.tokens[column + 1];
      if (cell && idKey(row.tokens[0].text) === key) out.push(cell);
    }
  }
  return out;
}
