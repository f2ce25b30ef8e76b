import { subbasinRouting, type RoutingValue } from '../../../facts/subbasinRouting.js';
import type { Rule } from '../../rule.js';

/** A value as the message shows it (Raven's computed values rounded). */
function shown(v: RoutingValue): string {
  const value = Number(v.value.toPrecision(4));
  if (!v.token) return `${value}`;
  return v.multiplier ? `${v.token.text} × ${v.multiplier} = ${value}` : v.token.text;
}

/** RV310: a subbasin's routing times that Raven's CSubBasin::Initialize refuses. */
export const subbasinRoutingTimes: Rule = {
  code: 'RV310',
  name: 'subbasin-routing-times',
  category: 'parameters',
  severity: 'error',
  docs: {
    summary:
      "Each subbasin's time to peak is not above its time of concentration, and both, with the gamma shape and scale, are above zero, as Raven works them out from :SubBasinProperties, the global multipliers, the subbasin's area and :CatchmentRoute.",
    why: 'Raven fills in what :SubBasinProperties leaves out when it initialises each subbasin: the time of concentration from the area (McDermott–Pilgrim, 0.76·A^0.38 hours, times TOC_MULTIPLIER), the time to peak as 0.3 × the time of concentration (always so for :CatchmentRoute DUMP and GAMMA, which ignore a given TIME_TO_PEAK), the gamma shape 3 and the scale (shape − 1)/time to peak; given values are multiplied by their global multipliers. It then stops on the first subbasin where the time to peak exceeds the time of concentration ("time of concentration must be greater than time to peak") or a time, the shape or the scale is not above zero. A value fine on its own fails against another one: a TIME_TO_PEAK taken from a calibration with a TIME_CONC left to Raven, or the two columns swapped.',
    fix: 'Give a TIME_TO_PEAK below TIME_CONC (for a triangular unit hydrograph, about half of it), give TIME_CONC where Raven would compute a shorter one, or correct the multiplier.',
    source:
      'SubBasin.cpp CSubBasin::Initialize and CalculateTOC; ParseHRUFile.cpp :SubBasinProperties (the multipliers)',
    example: {
      fileType: 'rvh',
      bad: ':SubBasinProperties\n  :Parameters, TIME_CONC, TIME_TO_PEAK\n  :Units, d, d\n  1, 1.2, 2.5\n:EndSubBasinProperties',
      good: ':SubBasinProperties\n  :Parameters, TIME_CONC, TIME_TO_PEAK\n  :Units, d, d\n  1, 2.5, 1.2\n:EndSubBasinProperties',
      model: { rvi: ':CatchmentRoute TRIANGULAR_UH' },
    },
  },
  check({ model, report }) {
    for (const r of subbasinRouting(model)) {
      const id = r.subbasin.idText;
      const at = (v: RoutingValue) => v.token?.site ?? r.subbasin.id.site;
      if (r.tConc.value < r.tPeak.value) {
        const fault = r.tPeak.token ? r.tPeak : r.tConc;
        const conc = r.tConc.token
          ? `TIME_CONC ${shown(r.tConc)} d`
          : `the time of concentration Raven computes from the subbasin's area (${shown(r.tConc)} d)`;
        report({
          at: at(fault),
          message: `subbasin ${id}: TIME_TO_PEAK ${shown(r.tPeak)} d is above ${conc}, and Raven stops ("time of concentration must be greater than time to peak"): give a time to peak below the time of concentration`,
        });
        continue;
      }
      const checks: [RoutingValue, string, string][] = [
        [r.tPeak, 'TIME_TO_PEAK', 'time to peak must be greater than zero'],
        [r.tConc, 'TIME_CONC', 'time of concentration must be greater than zero'],
        [r.gammaShape, 'GAMMA_SHAPE', 'gamma shape parameter must be greater than zero'],
        [r.gammaScale, 'GAMMA_SCALE', 'gamma scale parameter must be greater than zero'],
      ];
      const bad = checks.find(([v]) => !(v.value > 0));
      if (!bad) continue;
      const [v, name, reason] = bad;
      report({
        at: at(v),
        message: `subbasin ${id}: ${name} ${shown(v)} is not above zero${v.token ? '' : ' as Raven computes it'}, and Raven stops ("${reason}")`,
      });
    }
  },
};
