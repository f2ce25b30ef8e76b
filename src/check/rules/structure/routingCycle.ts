import { isNegativeKey } from '../../../facts/ravenNumbers.js';
import { networkOf } from '../../../facts/network.js';
import type { Rule } from '../../rule.js';

/** RV105: subbasins that drain into themselves, directly or through others. */
export const routingCycle: Rule = {
  code: 'RV105',
  name: 'routing-cycle',
  category: 'structure',
  severity: 'error',
  docs: {
    summary:
      'The subbasin network is a tree: following the downstream IDs from any subbasin ends at an outlet (-1).',
    why: 'Raven orders the subbasins from the headwaters to the outlets before it routes flow; a subbasin that drains into itself stops it at once ("subbasin empties into itself"), and a loop through several subbasins makes the ordering fail ("Circular reference in basin connections?").',
    fix: 'Correct the downstream ID of one subbasin of the loop: it should name the subbasin its reach flows into, or -1 at an outlet.',
    source: 'ModelInitialize.cpp, CModel::InitializeRoutingNetwork',
    example: {
      fileType: 'rvh',
      bad: ':SubBasins\n  1, upper, 2, CHANNEL, 3.2, 0\n  2, lower, 1, CHANNEL, 5.0, 1\n:EndSubBasins',
      good: ':SubBasins\n  1, upper, 2, CHANNEL, 3.2, 0\n  2, lower, -1, CHANNEL, 5.0, 1\n:EndSubBasins',
    },
  },
  check({ model, report }) {
    const { subbasins, subbasinById } = networkOf(model);
    const index = new Map(subbasins.map((s, i) => [s, i]));
    // Where each subbasin drains (Raven links to the first subbasin of an ID; a negative ID is an outlet).
    const next = subbasins.map((s) => {
      const key = s.downstreamKey;
      if (key === undefined || isNegativeKey(key)) return -1;
      const target = subbasinById.get(key);
      return target ? index.get(target)! : -1;
    });
    const state = new Uint8Array(subbasins.length); // 0 new, 1 on the current path, 2 done
    for (let start = 0; start < subbasins.length; start++) {
      if (state[start]) continue;
      const path: number[] = [];
      let p = start;
      while (p >= 0 && state[p] === 0) {
        state[p] = 1;
        path.push(p);
        p = next[p];
      }
      if (p >= 0 && state[p] === 1) {
        const loop = path.slice(path.indexOf(p));
        if (loop.length === 1) {
          const sb = subbasins[p];
          report({
            at: (sb.downstream ?? sb.id).site,
            message: `subbasin ${sb.id.text} drains into itself: give the subbasin its reach flows into, or -1 at an outlet`,
          });
        } else {
          // Any link of the loop may be the wrong one: each member's downstream ID is pointed at.
          for (let k = 0; k < loop.length; k++) {
            const order = [...loop.slice(k), ...loop.slice(0, k), loop[k]];
            const ids = order.length > 9 ? [...order.slice(0, 8), -1] : order;
            const chain = ids.map((i) => (i < 0 ? '…' : subbasins[i].id.text)).join(' -> ');
            const sb = subbasins[loop[k]];
            report({
              at: (sb.downstream ?? sb.id).site,
              message: `subbasins ${chain} drain into each other in a loop: correct the downstream ID of one of them (-1 at an outlet)`,
            });
          }
        }
      }
      for (const q of path) state[q] = 2;
    }
  },
};
