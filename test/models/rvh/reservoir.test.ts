import {
  BasicWeir,
  OperatingRegime,
  OutflowControlStructure,
  Reservoir,
  SeepageParameters,
  StageDischargeTable,
  StageRelations,
  UnwritableValueError,
} from '../../../src/models/rvh/index.js';
import { locatedProblems, problems } from './helpers.js';

const LAKE = {
  name: 'Lake_1',
  SubBasinID: 2,
  HRUID: 2,
  WeirCoefficient: 0.6,
  CrestWidth: 12.5,
  MaxDepth: 5,
  LakeArea: 1000000,
};

describe(':Reservoir', () => {
  it('has the spec defaults and takes the Raven names as aliases', () => {
    expect(new Reservoir({}).toJSON()).toEqual({
      name: 'Lake_XXX',
      subbasin_id: 0,
      hru_id: 0,
      type: 'RESROUTE_STANDARD',
      weir_coefficient: 0,
      crest_width: 0,
      max_depth: 0,
      lake_area: 0,
      absolute_crest_height: null,
      max_capacity: null,
      seepage_parameters: null,
      stage_relations: null,
    });
    expect(new Reservoir(LAKE).toJSON()).toMatchObject({ subbasin_id: 2, hru_id: 2, lake_area: 1000000 });
  });

  it('writes a lake-type reservoir as Raven reads it, and round-trips', () => {
    const lake = new Reservoir({
      ...LAKE,
      AbsoluteCrestHeight: 365,
      SeepageParameters: { k_seep: 0.1, h_ref: 2 },
    });
    expect(lake.toRv()).toBe(
      ':Reservoir Lake_1\n' +
        '  :SubBasinID 2\n' +
        '  :HRUID 2\n' +
        '  :Type RESROUTE_STANDARD\n' +
        '  :WeirCoefficient 0.6\n' +
        '  :CrestWidth 12.5\n' +
        '  :MaxDepth 5\n' +
        '  :LakeArea 1000000\n' +
        '  :AbsoluteCrestHeight 365\n' +
        '  :SeepageParameters 0.1 2\n' +
        ':EndReservoir\n',
    );
    expect(Reservoir.parseAll(lake.toRv())[0].toJSON()).toEqual(lake.toJSON());
  });

  it('writes stage relations with their count, after the lake settings, leaving zero lake settings out', () => {
    const res = new Reservoir({
      name: 'R',
      subbasin_id: 3,
      max_capacity: 25000,
      stage_relations: [
        [0.09, 0, 0, 0],
        [3, 20000, 3500, 200, 1.5],
      ],
    });
    expect(res.toRv()).toBe(
      ':Reservoir R\n' +
        '  :SubBasinID 3\n' +
        '  :Type RESROUTE_STANDARD\n' +
        '  :MaxCapacity 25000\n' +
        '  :StageRelations\n' +
        '    2\n' +
        '    0.09 0 0 0\n' +
        '    3 20000 3500 200 1.5\n' +
        '  :EndStageRelations\n' +
        ':EndReservoir\n',
    );
    expect(Reservoir.parseAll(res.toRv())[0].toJSON()).toEqual(res.toJSON());
    expect(res.stage_relations?.toJSON()).toEqual([
      [0.09, 0, 0, 0],
      [3, 20000, 3500, 200, 1.5],
    ]);
  });

  it('stage relation records hold 4 or 5 numbers', () => {
    expect(
      problems(
        () =>
          new StageRelations([
            [1, 2, 3],
            [1, 2, 3, 4, 5, 6],
            [1, 2, 3, 4],
          ]),
      ),
    ).toEqual(['root.0.root: must have at least 4 items', 'root.1.root: must have at most 5 items']);
  });

  it('parse returns every reservoir of the text (Reservoir.parse and, as the spec says, StageRelations.parse)', () => {
    const text = `${new Reservoir(LAKE).toRv()}${new Reservoir({ ...LAKE, name: 'Lake_2', SubBasinID: 5 }).toRv()}`;
    expect((Reservoir.parse(text) as Reservoir[]).map((r) => [r.name, r.subbasin_id])).toEqual([
      ['Lake_1', 2],
      ['Lake_2', 5],
    ]);
    expect((StageRelations.parse(text) as Reservoir[]).length).toBe(2);
  });

  it('refuses what it cannot hold, and orders Raven would read otherwise', () => {
    const text =
      ':Reservoir R\n' +
      '  :SubBasinID 3\n' +
      '  :VolumeStageRelation POWER_LAW\n' +
      '    0.1 2.3\n' +
      '  :EndVolumeStageRelation\n' +
      '  :StageRelations\n' +
      '    2\n' +
      '    0 0 0 0\n' +
      '  :EndStageRelations\n' +
      '  :CrestWidth 10\n' +
      '  :MaxDepth\n' +
      '  :Unknown 3\n' +
      ':EndReservoir\n';
    expect(locatedProblems(() => Reservoir.parse(text))).toEqual([
      '3:3 : :VolumeStageRelation is read by Raven but the Reservoir model cannot hold it',
      '7:5 stage_relations.root: the count says 2 rows but 1 follows (Raven reads exactly the count)',
      '11:3 max_depth: :MaxDepth needs a value',
      '6:3 stage_relations: a lake setting after :StageRelations makes Raven ignore the stage relations; the model writes the lake settings first',
    ]);
  });

  it('needs the count line right after :StageRelations, and 4 or 5 numbers per row', () => {
    expect(
      locatedProblems(() =>
        StageRelations.parseOne(':StageRelations\n  # h Q V A\n  1\n  0 0 0\n:EndStageRelations\n'),
      ),
    ).toEqual([
      '1:1 root: the line after :StageRelations must hold the number of rows (Raven reads it there)',
      '3:3 root.0.root: must have at least 4 items',
      '4:3 root.1.root: must have at least 4 items',
    ]);
    expect(
      locatedProblems(() =>
        StageRelations.parseOne(':StageRelations\n  1 2\n  0 0 0 0\n:EndStageRelations\n'),
      ),
    ).toEqual(['2:3 root: the line after :StageRelations must hold only the number of rows']);
  });

  it('SeepageParameters: a line of two numbers, read alone or inside its reservoir', () => {
    const s = new SeepageParameters({ k_seep: 0.5, h_ref: 300 });
    expect(s.toRv()).toBe(':SeepageParameters 0.5 300\n');
    expect(SeepageParameters.parse(s.toRv()).toJSON()).toEqual(s.toJSON());
    expect(problems(() => new SeepageParameters({ k_seep: 1 }))).toEqual(['h_ref: is required']);
    expect(locatedProblems(() => SeepageParameters.parse(':SeepageParameters x 2\n'))).toEqual([
      '1:20 k_seep: must be a number',
    ]);
  });

  it('will not write a name Raven would split', () => {
    expect(() => new Reservoir({ name: 'Big Lake' }).toRv()).toThrow(UnwritableValueError);
  });
});

describe(':OutflowControlStructure and its pieces', () => {
  const table = () => {
    const t = new StageDischargeTable([
      [100, 0],
      [101.5, 30],
    ]);
    t.name = 'C1';
    return t;
  };

  it('StageDischargeTable: named block with its count (_set_n), JSON is the list of points', () => {
    const t = table();
    expect(t.n).toBe(2);
    expect(t.toJSON()).toEqual([
      [100, 0],
      [101.5, 30],
    ]);
    expect(t.toRv()).toBe(':StageDischargeTable C1\n  2\n  100 0\n  101.5 30\n:EndStageDischargeTable\n');
    const back = StageDischargeTable.parse(t.toRv()) as StageDischargeTable;
    expect([back.name, back.toJSON()]).toEqual(['C1', t.toJSON()]);
    expect(problems(() => new StageDischargeTable([[1, 2, 3]]))).toEqual([
      'root.0.root: must have exactly 2 items',
    ]);
    expect(() => new StageDischargeTable([[1, 2]]).toRv()).toThrow(/needs a name/);
    expect(
      locatedProblems(() =>
        StageDischargeTable.parse(':StageDischargeTable\n  3\n  1 2\n:EndStageDischargeTable\n'),
      ),
    ).toEqual([
      '1:1 name: :StageDischargeTable needs a curve name',
      '2:3 root: the count says 3 rows but 1 follows (Raven reads exactly the count)',
    ]);
  });

  it('BasicWeir: a named weir line', () => {
    const w = new BasicWeir({ curve_name: 'C3', elev: 365.2, crest_width: 10, coeff: 0.6 });
    expect(w.toRv()).toBe(':BasicWeir C3 365.2 10 0.6\n');
    expect(BasicWeir.parse(w.toRv()).toJSON()).toEqual(w.toJSON());
    expect(problems(() => new BasicWeir({ curve_name: 'C3' }))).toEqual([
      'elev: is required',
      'crest_width: is required',
      'coeff: is required',
    ]);
  });

  it('OperatingRegime: name required, settings kept as their text', () => {
    const r = new OperatingRegime({
      name: 'A',
      UseCurve: 'C1',
      Condition: 'STAGE IS_GREATER_THAN 400',
      constraint: 'FLOW IS_LESS_THAN 630',
    });
    expect(r.toRv()).toBe(
      ':OperatingRegime A\n  :UseCurve C1\n  :Condition STAGE IS_GREATER_THAN 400\n  :Constraint FLOW IS_LESS_THAN 630\n:EndOperatingRegime\n',
    );
    expect(OperatingRegime.parse(r.toRv()).toJSON()).toEqual(r.toJSON());
    expect(problems(() => new OperatingRegime({}))).toEqual(['name: is required']);
    expect(
      locatedProblems(() =>
        OperatingRegime.parse(
          ':OperatingRegime A\n  :Condition STAGE IS_LESS_THAN 3\n  :Condition YEAR IS_GREATER_THAN 2010\n:EndOperatingRegime\n',
        ),
      ),
    ).toEqual([
      '3:3 condition: a second :Condition: Raven reads every one, the OperatingRegime model holds one',
    ]);
  });

  it('writes :TargetSubbasin as Raven spells it, curves before the regime, and round-trips', () => {
    const s = new OutflowControlStructure({
      TargetSubBasin: 37,
      downstream_reference_elevation: 360,
      StageDischargeTable: [table()],
      BasicWeir: { curve_name: 'C3', elev: 365.2, crest_width: 10, coeff: 0.6 },
      OperatingRegime: { name: 'A', use_curve: 'C1' },
    });
    s.name = 'Gate';
    expect(s.toRv()).toBe(
      ':OutflowControlStructure Gate\n' +
        '  :TargetSubbasin 37\n' +
        '  :DownstreamReferenceElevation 360\n' +
        '  :StageDischargeTable C1\n' +
        '    2\n' +
        '    100 0\n' +
        '    101.5 30\n' +
        '  :EndStageDischargeTable\n' +
        '  :BasicWeir C3 365.2 10 0.6\n' +
        '  :OperatingRegime A\n' +
        '    :UseCurve C1\n' +
        '  :EndOperatingRegime\n' +
        ':EndOutflowControlStructure\n',
    );
    const back = OutflowControlStructure.parse(s.toRv()) as OutflowControlStructure;
    expect(back.toJSON()).toEqual(s.toJSON());
    expect([back.name, back.stage_discharge_table?.[0].name]).toEqual(['Gate', 'C1']);
  });

  it('refuses the curves the spec does not model and a second weir', () => {
    const text =
      ':OutflowControlStructure G\n' +
      '  :SluiceGate S 100 2 1 0.6 1\n' +
      '  :BasicWeir W1 1 2 3\n' +
      '  :BasicWeir W2 1 2 3\n' +
      ':EndOutflowControlStructure\n';
    expect(locatedProblems(() => OutflowControlStructure.parse(text))).toEqual([
      '2:3 : :SluiceGate is read by Raven but the OutflowControlStructure model cannot hold it',
      '4:3 basic_weir: a second :BasicWeir: the OutflowControlStructure model holds one',
    ]);
  });

  it('a reservoir with a control structure is read as far as the spec model goes', () => {
    const text = `:Reservoir R\n  :SubBasinID 1\n${new OutflowControlStructure({}).toRv()}:EndReservoir\n`;
    expect(problems(() => Reservoir.parse(text))).toEqual([
      ': :OutflowControlStructure is read by Raven but the Reservoir model cannot hold it',
    ]);
  });
});
