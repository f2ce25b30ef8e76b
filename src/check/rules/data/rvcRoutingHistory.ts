import { commandName } from '../../../ast/nodes.js';
import { argToken } from '../../../facts/args.js';
import { findConstituent } from '../../../facts/constituents.js';
import type { ModelFacts } from '../../../facts/facts.js';
import { networkOf } from '../../../facts/network.js';
import { idKey, sToI, type IdKey } from '../../../facts/ravenNumbers.js';
import { segmentsOf } from '../../../facts/reachSegments.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import { historySizesOf, type HistorySize } from '../../../facts/routingHistory.js';
import type { Rule, RuleContext } from '../../rule.js';
import { childRefs } from '../references/idReferences.js';
import { ravenWords } from '../ravenWords.js';

/** Raven's warnings for a saved flow row of another length than the model's, water and constituent mass. */
const WATER = { lateral: 'SubBasin#10', inflow: 'SubBasin#11' } as const;
const MASS = {
  segments: 'ConstituentModel#1',
  lateral: 'ConstituentModel#2',
  inflow: 'ConstituentModel#3',
} as const;

/** The history rows of :BasinStateVariables and :BasinTransportVariables, and the block lines they follow. */
const WATER_ROWS = new Set([':BasinIndex', ':Qout', ':Qlat', ':Qin']);
const MASS_ROWS = new Set([':BasinIndex', ':Mout', ':Mlat', ':Min']);

/**
 * RV440: the saved routing state of the .rvc (`:BasinStateVariables`, a constituent's `:BasinTransportVariables`)
 * with histories or segments of another length than the model keeps. Raven reads the .rvc after it has set each
 * subbasin up (CModel::Initialize), with the history lengths its routing methods and the time step give.
 */
export const rvcRoutingHistory: Rule = {
  code: 'RV440',
  name: 'rvc-routing-history',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      'The flow histories of a saved state (.rvc :Qlat/:Qin, and a constituent’s :Mlat/:Min and :Mout) have the lengths this model keeps: the ones its :CatchmentRoute, :Routing, routing times and time step give.',
    why:
      'A solution.rvc is written for one set-up. Raven keeps a lateral-inflow history as long as its in-catchment routing needs (3 steps for ROUTE_DUMP, 2 for ROUTE_DELAYED_FIRST_ORDER, the time of concentration in steps plus 3 for the triangular hydrograph, … plus TIME_LAG) and an upstream-inflow history as long as its channel routing needs (2 for ROUTE_HYDROLOGIC, 20 for Muskingum, storage coefficient and none). ' +
      'Started from a state saved with another method or time step, it warns ("CSubBasin::SetQlatHist: size of lateral flow history differs between current model and initial conditions file. Array will be truncated") and keeps what fits; a constituent’s history or reach segments of another length it does not read at all ("Size of lateral inflow history in state file and input file are inconsistent. Unable to read in-reach mass lateral flow initial conditions"). ' +
      'For :BasinTransportVariables Raven compares each :BasinIndex’s rows with the subbasin in that place of the .rvh (the first :BasinIndex with the first subbasin …), not with the one it names.',
    fix: 'Start from a state saved by this model set-up, or delete the history rows (Raven then starts the histories from its own estimate).',
    source:
      'SubBasin.cpp CSubBasin::SetQlatHist, SetQinHist, GenerateCatchmentHydrograph, GenerateRoutingHydrograph; ConstituentModel.cpp SetMoutArray, SetMlatHist, SetMinHist; MassRouting.cpp InitializeRoutingVars; ParseInitialConditionFile.cpp',
    example: {
      fileType: 'rvc',
      bad: ':BasinStateVariables\n  :BasinIndex 1,main\n    :Qlat,5,1.0,1.0,1.0,1.0,1.0,1.0\n:EndBasinStateVariables',
      good: ':BasinStateVariables\n  :BasinIndex 1,main\n    :Qlat,3,1.0,1.0,1.0,1.0\n:EndBasinStateVariables',
      model: { rvi: ':CatchmentRoute ROUTE_DUMP' },
    },
  },
  ravenWarnings: [WATER.lateral, WATER.inflow, MASS.segments, MASS.lateral, MASS.inflow],
  check({ model, report }) {
    for (const ref of model.commands('rvc')) {
      const name = commandName(ref.command);
      if (name === ':BasinStateVariables') waterRows(model, ref, report);
      else if (name === ':BasinTransportVariables') massRows(model, ref, report);
    }
  },
};

/** :Qlat/:Qin rows: each compared with the subbasin its :BasinIndex names. */
function waterRows(model: ModelFacts, block: CommandRef, report: RuleContext['report']): void {
  const sizes = historySizesOf(model);
  let basin: IdKey | undefined;
  for (const child of childRefs(block, WATER_ROWS)) {
    const name = commandName(child.command);
    const first = argToken(child, 0);
    if (name === ':BasinIndex') {
      basin = first && idKey(first.text);
      continue;
    }
    // Raven reads a row with a count and at least one value (it reads on over the next lines for the rest).
    const words = child.command.line.words.length;
    if (basin === undefined || !first || words <= 2) continue;
    const given = sToI(first.text);
    const lateral = name === ':Qlat';
    const want = lateral ? sizes.get(basin)?.lateral : sizes.get(basin)?.inflow;
    if (name !== ':Qout' && want && given !== want.size) {
      const id = lateral ? WATER.lateral : WATER.inflow;
      report({
        at: first.site,
        ravenWarning: id,
        message: `${name} gives ${given} ${lateral ? 'lateral-inflow' : 'inflow'} history steps for subbasin ${String(basin)}, where this model keeps ${sizeText(want)}: Raven warns ("${ravenWords(id)}")`,
      });
    }
    // A row short of its values takes the next lines as the rest: what follows is not read as written.
    if (words - 2 < given + (name === ':Qin' ? 0 : 1)) return;
  }
}

/** :Mout/:Mlat/:Min rows of a constituent Raven has: compared with the subbasin in the :BasinIndex's place. */
function massRows(model: ModelFacts, block: CommandRef, report: RuleContext['report']): void {
  const constituent = argToken(block, 0);
  if (!constituent || !findConstituent(model, constituent.text)) return;
  const subbasins = networkOf(model).subbasins;
  const sizes = historySizesOf(model);
  let place = -1;
  let named: string | undefined;
  for (const child of childRefs(block, MASS_ROWS)) {
    const name = commandName(child.command);
    const first = argToken(child, 0);
    if (name === ':BasinIndex') {
      place++;
      named = first?.text;
      continue;
    }
    const words = child.command.line.words.length;
    if (place < 0 || !first || words <= 2) continue;
    const given = sToI(first.text);
    // A row shorter than its own count is not read (RV441).
    if (words < given + (name === ':Min' ? 2 : 3)) continue;
    const subbasin = subbasins[place];
    if (!subbasin) continue;
    // Raven compares the row with the subbasin in the :BasinIndex's place, not with the one it names.
    const where =
      named !== undefined && idKey(named) === subbasin.key
        ? `subbasin ${subbasin.idText}`
        : `subbasin ${subbasin.idText} (the ${ordinal(place + 1)} of the .rvh: Raven compares a :BasinIndex's rows with the subbasin in its place, not with subbasin ${named ?? '?'})`;
    if (name === ':Mout') {
      const n = segmentsOf(model).get(subbasin.key);
      if (n === undefined || n === given) continue;
      report({
        at: first.site,
        ravenWarning: MASS.segments,
        message: `:Mout of ${constituent.text} gives ${given} reach segment${given === 1 ? '' : 's'} for ${where}, which has ${n} in this model: Raven warns ("${ravenWords(MASS.segments)}") and starts the reach's ${constituent.text} at zero`,
      });
      continue;
    }
    const lateral = name === ':Mlat';
    const want = lateral ? sizes.get(subbasin.key)?.lateral : sizes.get(subbasin.key)?.inflow;
    if (!want || want.size === given) continue;
    const id = lateral ? MASS.lateral : MASS.inflow;
    report({
      at: first.site,
      ravenWarning: id,
      message: `${name} of ${constituent.text} gives ${given} history steps for ${where}, where this model keeps ${sizeText(want)}: Raven warns ("${ravenWords(id)}") and does not read the row`,
    });
  }
}

function sizeText(h: HistorySize): string {
  return `${h.size} (${h.how})`;
}

function ordinal(n: number): string {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${tail}`;
}
