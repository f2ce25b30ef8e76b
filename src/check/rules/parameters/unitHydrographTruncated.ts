import { warningIn } from '../../../../grammar/ravenWarningMatch.js';
import { gammaHydrographs } from '../../../facts/unitHydrograph.js';
import type { Rule } from '../../rule.js';

/** Raven's warning for a catchment unit hydrograph whose area is not within 0.05 of 1. */
const WARNING = warningIn('CSubBasin::GenerateCatchmentHydrograph', 'unit hydrograph truncated');

/** A number as messages show it. */
const show = (x: number) => String(Number(x.toPrecision(4)));

/**
 * RV350: a gamma unit hydrograph (:CatchmentRoute ROUTE_GAMMA_CONVOLUTION) cut short. Raven gives each
 * subbasin's hydrograph ceil(4.5·shape^0.6/scale/Δt)+1 time steps (plus the lag), an estimate of the gamma
 * distribution's tail that misses most of a large shape, drops the last step, and warns where what is left
 * holds less than 0.95 of the area; it then scales the ordinates up to 1, so the catchment's response is cut
 * off and its early part inflated.
 */
export const unitHydrographTruncated: Rule = {
  code: 'RV350',
  name: 'unit-hydrograph-truncated',
  category: 'parameters',
  severity: 'warning',
  docs: {
    summary:
      "With `:CatchmentRoute ROUTE_GAMMA_CONVOLUTION`, each subbasin's gamma unit hydrograph fits in the length Raven gives it (at least 0.95 of its area).",
    why: 'Raven sizes the gamma unit hydrograph from 4.5·GAMMA_SHAPE^0.6/GAMMA_SCALE (plus TIME_LAG), a tail estimate meant for shapes near 3: with a large GAMMA_SHAPE (or a small time step against a long lag) the mean delay, GAMMA_SHAPE/GAMMA_SCALE, lies beyond it. Raven drops the last ordinate, warns when the rest holds less than 0.95 of the area ("CSubBasin::GenerateCatchmentHydrograph: unit hydrograph truncated"), and scales what is left up to 1: the catchment releases its water sooner than the parameters say.',
    fix: 'Use a smaller GAMMA_SHAPE (with GAMMA_SCALE adjusted to keep the mean delay GAMMA_SHAPE/GAMMA_SCALE), or a routing method that holds the whole response (ROUTE_TRI_CONVOLUTION, ROUTE_RESERVOIR_SERIES).',
    source:
      'SubBasin.cpp CSubBasin::Initialize, CSubBasin::GenerateCatchmentHydrograph; CommonFunctions.cpp GammaCumDist, IncompleteGamma, gamma2',
    example: {
      fileType: 'rvh',
      bad: ':SubBasinProperties\n  :Parameters, GAMMA_SHAPE, GAMMA_SCALE\n  :Units, none, 1/d\n  1, 40.0, 4.0\n:EndSubBasinProperties',
      good: ':SubBasinProperties\n  :Parameters, GAMMA_SHAPE, GAMMA_SCALE\n  :Units, none, 1/d\n  1, 4.0, 0.4\n:EndSubBasinProperties',
      model: { rvi: ':CatchmentRoute ROUTE_GAMMA_CONVOLUTION' },
    },
  },
  ravenWarnings: [WARNING.id],
  check({ model, report }) {
    for (const uh of gammaHydrographs(model)) {
      if (!(Math.abs(uh.sum - 1.0) > 0.05)) continue;
      const { gammaShape, gammaScale, subbasin } = uh.routing;
      const at = gammaShape.token ?? gammaScale.token ?? uh.lagToken ?? subbasin.id;
      const lag = uh.lag > 0 ? ` and TIME_LAG ${show(uh.lag)} d` : '';
      report({
        at: at.site,
        ravenWarning: WARNING.id,
        message: `subbasin ${subbasin.idText}'s gamma unit hydrograph (GAMMA_SHAPE ${show(gammaShape.value)}, GAMMA_SCALE ${show(gammaScale.value)} 1/d, mean delay ${show(gammaShape.value / gammaScale.value)} d${lag}) gets ${uh.steps} time steps of ${show(uh.timestep)} d, which hold ${show(uh.sum * 100)}% of its area: Raven warns ("${WARNING.message}") and scales the rest up to 1`,
      });
    }
  },
};
