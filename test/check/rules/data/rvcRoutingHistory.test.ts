import { CORPUS, type Replace } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';
const RVC = 'raven-gr4j-salmon.rvc';
/** Both copies simulate a constituent (Salmon GR4J: ROUTE_NONE, ROUTE_DUMP, one subbasin of one segment). */
const TRANSPORT: Replace[] = [
  { file: RVI, from: ':EndHydrologicProcesses', to: ':EndHydrologicProcesses\n:Transport Nitrate' },
];
/** The model with these .rvc lines after its HRU table (and other edits). */
const withRvc = (lines: string, more: Replace[] = []) =>
  ravenWarned(
    M,
    [{ file: RVC, from: ':EndHRUStateVariableTable', to: `:EndHRUStateVariableTable\n${lines}` }, ...more],
    {},
    TRANSPORT,
  );
const water = (qlat: number, qin: number) =>
  `:BasinStateVariables\n  :BasinIndex 1,gr4j-salmon\n    :Qlat,${qlat}${',1.0'.repeat(qlat + 1)}\n    :Qin ,${qin}${',0.0'.repeat(qin)}\n:EndBasinStateVariables`;
const mass = (mout: number, mlat: number, min: number) =>
  `:BasinTransportVariables Nitrate\n  :BasinIndex 1,gr4j-salmon\n    :Mout,${mout}${',0.0'.repeat(mout + 1)}\n    :Mlat,${mlat}${',0.0'.repeat(mlat + 1)}\n    :Min ,${min}${',0.0'.repeat(min)}\n:EndBasinTransportVariables`;
const NOTHING = { completes: true, raven: [], rvkit: [], shown: [] };

describe('RV440 rvc-routing-history, against Raven 4.12.1', () => {
  it('predicts :Qlat and :Qin histories of another length than ROUTE_DUMP (3) and ROUTE_NONE (20) keep', async () => {
    const out = await withRvc(water(5, 3));
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['SubBasin#10', 'SubBasin#11']);
    expect(out.rvkit).toEqual(['SubBasin#10', 'SubBasin#11']);
    expect(out.shown).toEqual([
      `${RVC}:19:11: :Qlat gives 5 lateral-inflow history steps for subbasin 1, where this model keeps 3 (:CatchmentRoute ROUTE_DUMP, time step 1 d): Raven warns ("CSubBasin::SetQlatHist: size of lateral flow history differs between current model and initial conditions file. Array will be truncated") [RV440]`,
      `${RVC}:20:11: :Qin gives 3 inflow history steps for subbasin 1, where this model keeps 20 (:Routing ROUTE_NONE): Raven warns ("CSubBasin::SetQinHist: size of inflow history differs between current model and initial conditions file. Array will be truncated") [RV440]`,
    ]);
    expect(await withRvc(water(3, 20))).toEqual(NOTHING);
    // A :Qlat row short of its values reads the next line (the :Qin row) as the rest of them.
    const eaten = await withRvc(
      ':BasinStateVariables\n  :BasinIndex 1,gr4j-salmon\n    :Qlat,5,1.0\n    :Qin ,3,0.0,0.0,0.0\n:EndBasinStateVariables',
    );
    expect(eaten.raven).toEqual(['SubBasin#10']);
    expect(eaten.rvkit).toEqual(['SubBasin#10']);
  }, 180_000);

  it('works the lateral history out from the time of concentration (triangular) and the gamma parameters', async () => {
    // Area 4250.6 km²: time of concentration 0.76·A^0.38/24 = 0.758 d → ceil + 3 = 4 steps; gamma: 2 steps.
    const route = (method: string): Replace => ({ file: RVI, from: 'ROUTE_DUMP', to: method });
    const tri = await withRvc(water(3, 20), [route('TRI_CONVOLUTION')]);
    expect(tri.raven).toEqual(['SubBasin#10']);
    expect(tri.rvkit).toEqual(['SubBasin#10']);
    expect(tri.shown[0]).toContain(
      'where this model keeps 4 (:CatchmentRoute TRI_CONVOLUTION, time of concentration 0.7576 d',
    );
    expect(await withRvc(water(4, 20), [route('TRI_CONVOLUTION')])).toEqual(NOTHING);
    expect(await withRvc(water(2, 20), [route('ROUTE_GAMMA_CONVOLUTION')])).toEqual(NOTHING);
    const gamma = await withRvc(water(3, 20), [route('ROUTE_GAMMA_CONVOLUTION')]);
    expect(gamma.rvkit).toEqual(gamma.raven);
    expect(gamma.raven).toEqual(['SubBasin#10']);
  }, 240_000);

  it("predicts a constituent's :Mout, :Mlat and :Min of other lengths than the subbasin's", async () => {
    const out = await withRvc(mass(2, 5, 3));
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['ConstituentModel#1', 'ConstituentModel#2', 'ConstituentModel#3']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown[0]).toBe(
      `${RVC}:19:11: :Mout of Nitrate gives 2 reach segments for subbasin 1, which has 1 in this model: Raven warns ("Number of reach segments in state file and input file are inconsistent. Unable to read in-reach mass flow initial conditions") and starts the reach's Nitrate at zero [RV440]`,
    );
    expect(await withRvc(mass(1, 3, 20))).toEqual(NOTHING);
  }, 120_000);

  it("compares a constituent's :Mout with the subbasin in its :BasinIndex's place, as Raven does, not with the one it names", async () => {
    // Two subbasins: 1 (1 km, one segment of 2 km) and 2 upstream (5 km, three segments).
    const twoSubbasins: Replace[] = [
      ...TRANSPORT,
      {
        file: 'raven-gr4j-salmon.rvh',
        from: /1, +gr4j-salmon, +-1, +NONE, +_AUTO, +1/,
        to: '1, gr4j-salmon, -1, NONE, 1.0, 1\n  2, upstream, 1, NONE, 5.0, 0',
      },
      {
        file: 'raven-gr4j-salmon.rvh',
        from: ':EndHRUs',
        to: '  2, 100.0, 843.0, 54.4848, -123.3659, 2, LU_ALL, VEG_ALL, DEFAULT_P, [NONE], [NONE], 0, 0\n:EndHRUs',
      },
      {
        file: 'raven-gr4j-salmon.rvp',
        from: ':SoilClasses',
        to: ':GlobalParameter MAX_REACH_SEGLENGTH 2.0\n:AvgAnnualRunoff 500\n:SoilClasses',
      },
    ];
    const rows = (first: string, second: string) =>
      ravenWarned(
        M,
        [
          {
            file: RVC,
            from: ':EndHRUStateVariableTable',
            to: `:EndHRUStateVariableTable\n:BasinTransportVariables Nitrate\n  :BasinIndex 2,upstream\n    :Mout,${first}\n  :BasinIndex 1,gr4j-salmon\n    :Mout,${second}\n:EndBasinTransportVariables`,
          },
        ],
        {},
        twoSubbasins,
      );
    // Each row has the segments of the subbasin it names, and not of the one in its place.
    const out = await rows('3,0.0,0.0,0.0,0.0', '1,0.0,0.0');
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['ConstituentModel#1']);
    expect(out.rvkit).toEqual(['ConstituentModel#1']);
    expect(out.shown).toHaveLength(2);
    expect(out.shown[0]).toContain(
      ":Mout of Nitrate gives 3 reach segments for subbasin 1 (the 1st of the .rvh: Raven compares a :BasinIndex's rows with the subbasin in its place, not with subbasin 2), which has 1 in this model",
    );
    expect(await rows('1,0.0,0.0', '3,0.0,0.0,0.0,0.0')).toEqual(NOTHING);
  }, 180_000);
});
