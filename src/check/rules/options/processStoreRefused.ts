import { storeUsesOf } from '../../../facts/stores.js';
import type { Rule } from '../../rule.js';

/** RV503: a process is given a store of a kind it cannot take. */
export const processStoreRefused: Rule = {
  code: 'RV503',
  name: 'process-store-refused',
  category: 'options',
  severity: 'error',
  docs: {
    summary:
      'A process whose source or target store you choose gets one of the kinds it works on: :Baseflow from a soil store (Raven lets groundwater through, then crashes), :Percolation from soil to soil or groundwater, :CapillaryRise between soil stores, :Interflow and :ExchangeFlow from soil, :OpenWaterEvaporation from ponded water, depression or surface water, :Seepage into soil or groundwater, SNOBAL_SIMPLE_MELT melt into PONDED_WATER or SNOW_LIQ.',
    why: 'Raven checks the stores when it builds or initializes the process and stops when one is of the wrong kind ("Baseflow must come from soil or groundwater unit", "percolation must be from a soil unit" …). The message quotes Raven.',
    fix: 'Name a store of the kind the process takes (an :Alias counts as the store it stands for), or choose the process that moves water between these two stores (:Flush moves water between any two).',
    source:
      'Baseflow.cpp, Percolation.cpp, CapillaryRise.cpp, Interflow.cpp, Flush.cpp (CmvExchangeFlow), OpenWaterEvap.cpp, DepressionProcesses.cpp (CmvSeepage): Initialize; SnowBalance.cpp, CmvSnowBalance constructor',
    example: {
      fileType: 'rvi',
      bad: ':Baseflow BASE_LINEAR PONDED_WATER SURFACE_WATER',
      good: ':Baseflow BASE_LINEAR SOIL[1] SURFACE_WATER',
    },
  },
  check({ model, report }) {
    for (const use of storeUsesOf(model)) {
      const { how, store, token } = use;
      if (!how.allowed || store.type === undefined || how.allowed.includes(store.type)) continue;
      const alias = store.alias ? `, the :Alias of ${store.text},` : '';
      const raven = how.crashes?.includes(store.type)
        ? `Raven lets ${store.type} through its check but then reads soil properties the store does not have, and crashes`
        : `Raven stops ("${how.refusal}")`;
      report({
        at: token.site,
        message: `${use.command}${use.algorithm ? ` ${use.algorithm}` : ''} cannot take '${token.text}'${alias} as its ${how.arg} store (it takes ${how.allowed.join(' or ')}): ${raven}`,
      });
    }
  },
};
