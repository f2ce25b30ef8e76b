import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

/**
 * Salmon GR4J: `:-->RedirectFlow` lines added below its :Infiltration INF_GR4J (ponded water to SOIL[0] and
 * SURFACE_WATER) and its :Baseflow BASE_GR4J (ROUTING_STORE to SURFACE_WATER).
 */
const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';
const redirect = (infiltration: string, baseflow: string) =>
  ravenWarned(M, [
    ...(infiltration
      ? [{ file: RVI, from: /^ :Infiltration .*$/m, to: `$&\n :-->RedirectFlow ${infiltration}` }]
      : []),
    ...(baseflow ? [{ file: RVI, from: /^ :Baseflow .*$/m, to: `$&\n :-->RedirectFlow ${baseflow}` }] : []),
  ]);

describe('RV565 redirect-flow-target, against Raven 4.12.1', () => {
  it('predicts a store the process does not move water to', async () => {
    // BASE_GR4J moves ROUTING_STORE's water to SURFACE_WATER: GW_STORE (SOIL[3]) is no target of it.
    const out = await redirect('', 'GW_STORE TEMP_STORE');
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['HydroProcessABC#1']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown).toEqual([
      `${RVI}:53:19: :-->RedirectFlow GW_STORE: :Baseflow BASE_GR4J moves water to SURFACE_WATER only, so Raven finds nothing to redirect: it warns ("CHydroProcessABC::Redirect: :-->RedirectFlow command refers to state variable not used by process") and the water goes where it went before [RV565]`,
    ]);
  }, 120_000);

  it('predicts a store name Raven does not know', async () => {
    const out = await redirect('SURFACE_WATR TEMP_STORE', '');
    expect(out.raven).toEqual(['HydroProcessABC#1']);
    expect(out.rvkit).toEqual(out.raven);
  }, 120_000);

  it("says nothing of redirects of the processes' own targets", async () => {
    expect(await redirect('SURFACE_WATER TEMP_STORE', 'SURFACE_WATER TEMP_STORE')).toEqual({
      completes: true,
      raven: [],
      rvkit: [],
      shown: [],
    });
  }, 120_000);
});
