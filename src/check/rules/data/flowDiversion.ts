import { commandName } from '../../../ast/nodes.js';
import { argToken } from '../../../facts/args.js';
import { networkOf } from '../../../facts/network.js';
import { atof, atoll, idKey, sToI } from '../../../facts/ravenNumbers.js';
import type { Token } from '../../../facts/site.js';
import type { Rule } from '../../rule.js';

/** Raven's words (CSubBasin::AddFlowDiversion), by what is wrong. */
const SAYS = {
  minFlow: 'CSubBasin::AddFlowDiversion: negative minimum flow. will be corrected to 0.0',
  fraction:
    'CSubBasin::AddFlowDiversion: invalid diversion fraction. Must be between 0.0 (0%) and 1.0 (100%)',
  days: 'CSubBasin::AddFlowDiversion: julian start date after julian end date. No diversion will occur',
  outside:
    'CSubBasin::AddFlowDiversion: target diversion subbasin is -1. Watershed mass balance reporting does not yet incorporate this loss, and will incorrectly indicate a mass balance error.',
} as const;

/** The warning ids of each form: :FlowDiversion, then :FlowDiversionLookupTable (its own calls, same words). */
const IDS = {
  ':FlowDiversion': {
    minFlow: 'SubBasin#3',
    fraction: 'SubBasin#4',
    days: 'SubBasin#5',
    outside: 'SubBasin#6',
  },
  ':FlowDiversionLookupTable': { days: 'SubBasin#7', outside: 'SubBasin#8' },
} as const;

/**
 * RV477: a flow diversion of the .rvt that Raven accepts with a warning (CSubBasin::AddFlowDiversion): a
 * negative minimum flow (read as 0), a fraction outside 0–100 (Raven's test; it then clamps the fraction to
 * 0–1), a start day after the end day (the diversion never happens), and water diverted out of the model
 * (target -1), which its mass balance does not count.
 */
export const flowDiversion: Rule = {
  code: 'RV477',
  name: 'flow-diversion',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      'A :FlowDiversion has a minimum flow of 0 or more, a fraction between 0 and 1, a start day not after its end day, and a target subbasin in the model; a :FlowDiversionLookupTable the same days and target.',
    why: 'Raven adds the diversion anyway and warns: a negative minimum flow is read as 0 ("negative minimum flow. will be corrected to 0.0"), a fraction below 0 or above 100 is out of range ("invalid diversion fraction", then clamped to 0–1; between 1 and 100 it is clamped without a word), a start day after the end day means no diversion ever ("julian start date after julian end date. No diversion will occur"), and a target of -1 sends the water out of the model, which the mass balance report then shows as an error ("target diversion subbasin is -1 …").',
    fix: 'Give the fraction diverted as 0–1, a minimum flow ≥ 0 and the days of year in order (start ≤ end); divert to a subbasin of the model where the water stays in it.',
    source:
      'SubBasin.cpp CSubBasin::AddFlowDiversion; ParseTimeSeriesFile.cpp (:FlowDiversion, :FlowDiversionLookupTable)',
    example: {
      fileType: 'rvt',
      bad: ':FlowDiversion 1 1 0.2 -5.0 200 100',
      good: ':FlowDiversion 1 1 0.2 5.0 100 200',
    },
  },
  ravenWarnings: [
    ...Object.values(IDS[':FlowDiversion']),
    ...Object.values(IDS[':FlowDiversionLookupTable']),
  ],
  check({ model, report }) {
    const network = networkOf(model);
    for (const ref of model.commands('rvt')) {
      const name = commandName(ref.command);
      if (name !== ':FlowDiversion' && name !== ':FlowDiversionLookupTable') continue;
      const ids: Partial<Record<keyof typeof SAYS, string>> = IDS[name];
      const words = ref.command.line.words.length;
      const source = argToken(ref, 0);
      const target = argToken(ref, 1);
      // Without its source subbasin, or with a target not in the model, Raven adds no diversion.
      if (!source || !target || !network.subbasinById.has(idKey(source.text))) continue;
      const out = atoll(target.text) === '-1';
      if (!out && !network.subbasinById.has(idKey(target.text))) continue;
      const say = (what: keyof typeof SAYS, at: Token, why: string) =>
        report({
          at: at.site,
          ravenWarning: ids[what]!,
          message: `${name}: ${why}: Raven warns ("${SAYS[what]}")`,
        });
      if (name === ':FlowDiversion') {
        const fraction = argToken(ref, 2);
        const minFlow = argToken(ref, 3);
        if (minFlow && atof(minFlow.text) < 0)
          say('minFlow', minFlow, `the minimum flow ${minFlow.text} is negative and is read as 0`);
        const pct = fraction ? atof(fraction.text) : 0;
        if (fraction && (pct < 0 || pct > 100))
          say('fraction', fraction, `the fraction diverted ${fraction.text} is not between 0 and 1`);
      }
      // The days are read only when both are given (7 words for :FlowDiversion, 5 for the table).
      const [startAt, need] = name === ':FlowDiversion' ? [4, 7] : [2, 5];
      const start = argToken(ref, startAt);
      const end = argToken(ref, startAt + 1);
      if (start && end && words >= need && sToI(start.text) > sToI(end.text))
        say(
          'days',
          start,
          `the start day ${start.text} is after the end day ${end.text}, so nothing is ever diverted`,
        );
      if (out)
        say(
          'outside',
          target,
          'target -1 takes the water out of the model, which its mass balance report does not count',
        );
    }
  },
};
