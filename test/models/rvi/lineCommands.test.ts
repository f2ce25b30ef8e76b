/** :CustomOutput, :EnsembleMode and :SoilModel: rules, text, and every occurrence in the corpora. */
import { bindingOf } from '../../../src/models/modelClass/registry.js';
import { CustomOutput, EnsembleMode, SoilModel } from '../../../src/models/rvi/index.js';
import { corpusCommands } from '../corpusCommands.js';
import { dumpNode, dumpText, locatedProblems, problemsOf } from './helpers.js';

describe('CustomOutput', () => {
  const c = new CustomOutput({
    time_per: 'YEARLY',
    stat: 'AVERAGE',
    variable: 'PRECIP',
    space_agg: 'ENTIRE_WATERSHED',
  });

  it('is bound to :CustomOutput in the .rvi and writes its fields, the file name only when given', () => {
    expect(bindingOf(CustomOutput)?.fileType).toBe('rvi');
    expect(c.filename).toBe('');
    expect(c.toRv()).toBe(':CustomOutput YEARLY AVERAGE PRECIP ENTIRE_WATERSHED\n');
    const named = c.copy({ filename: 'precip.nc' });
    expect(named.toRv()).toBe(':CustomOutput YEARLY AVERAGE PRECIP ENTIRE_WATERSHED precip.nc\n');
    expect(CustomOutput.parse(named.toRv()).toJSON()).toEqual(named.toJSON());
    expect(CustomOutput.parse(c.toRv()).toJSON()).toEqual(c.toJSON());
  });

  it('checks the enumerations and that names are single words', () => {
    expect(
      problemsOf(
        () =>
          new CustomOutput({
            time_per: 'HOURLY',
            stat: 'MEAN',
            variable: 'To:SOIL[0]',
            space_agg: 'BY_HRU',
            filename: 'my file.csv',
          }),
      ),
    ).toEqual([
      'time_per: must be one of DAILY, MONTHLY, YEARLY, WATER_YEARLY, CONTINUOUS',
      'stat: must be one of AVERAGE, MAXIMUM, MINIMUM, RANGE, MEDIAN, QUARTILES',
      'filename: must be one word: Raven splits words at spaces, tabs and commas',
    ]);
    expect(
      problemsOf(() => new CustomOutput({ time_per: 'DAILY', stat: 'AVERAGE', space_agg: 'BY_HRU' })),
    ).toEqual(['variable: is required']);
  });

  it('reads the file name as Raven does (words joined), and refuses BY_HRU ONLY group', () => {
    expect(CustomOutput.parse(':CustomOutput DAILY AVERAGE SNOW BY_HRU out put.csv').filename).toBe(
      'output.csv',
    );
    expect(
      locatedProblems(() => CustomOutput.parse(':CustomOutput DAILY AVERAGE SNOW BY_HRU ONLY Forest')),
    ).toEqual(['1:41 filename: BY_HRU ONLY group: the interface’s CustomOutput holds no HRU group']);
    expect(
      locatedProblems(() => CustomOutput.parse(':CustomOutput DAILY HISTOGRAM SNOW BY_HRU 0 1 10')),
    ).toEqual(['1:21 stat: must be one of AVERAGE, MAXIMUM, MINIMUM, RANGE, MEDIAN, QUARTILES']);
  });
});

describe('EnsembleMode', () => {
  it('writes ENSEMBLE_ENKF and the number of members', () => {
    const e = new EnsembleMode({ n: 10 });
    expect(e.toRv()).toBe(':EnsembleMode ENSEMBLE_ENKF 10\n');
    expect(EnsembleMode.parse(e.toRv()).toJSON()).toEqual({ mode: 'ENSEMBLE_ENKF', n: 10 });
    expect(bindingOf(EnsembleMode)?.fileType).toBe('rvi');
  });

  it('holds only the EnKF mode of the interface', () => {
    expect(problemsOf(() => new EnsembleMode({ mode: 'ENSEMBLE_MONTECARLO', n: 2.5 }))).toEqual([
      'mode: must be ENSEMBLE_ENKF',
      'n: must be an integer',
    ]);
    expect(locatedProblems(() => EnsembleMode.parse(':EnsembleMode ENSEMBLE_DDS 5'))).toEqual([
      '1:15 mode: must be ENSEMBLE_ENKF',
    ]);
  });
});

describe('SoilModel', () => {
  it('writes SOIL_MULTILAYER and the number of layers, its root', () => {
    const s = new SoilModel(3);
    expect(s.toJSON()).toBe(3);
    expect(s.toRv()).toBe(':SoilModel SOIL_MULTILAYER 3\n');
    expect(SoilModel.parse(s.toRv()).root).toBe(3);
    expect(problemsOf(() => new SoilModel('3' as unknown as number))).toEqual(['root: must be an integer']);
  });

  it('reads SOIL_ONE_LAYER and SOIL_TWO_LAYER as 1 and 2 layers, which Raven reads the same', () => {
    expect(SoilModel.parse(':SoilModel SOIL_ONE_LAYER').root).toBe(1);
    expect(SoilModel.parse(':SoilModel SOIL_TWO_LAYER').toRv()).toBe(':SoilModel SOIL_MULTILAYER 2\n');
    expect(locatedProblems(() => SoilModel.parse(':SoilModel SOIL_MULTILAYER x'))).toEqual([
      '1:28 root: must be an integer',
    ]);
    expect(locatedProblems(() => SoilModel.parse(':SoilModel SOIL_3LAYER'))).toEqual([
      '1:12 root: unknown soil model SOIL_3LAYER (Raven stops)',
    ]);
  });
});

describe('.rvi line commands on the corpora', () => {
  it('reads every :CustomOutput and keeps its meaning (30)', () => {
    const all = corpusCommands('rvi', ':CustomOutput');
    expect(all).toHaveLength(30);
    for (const o of all) {
      const c = CustomOutput.fromRv(o.node, o.source);
      expect(dumpText(c.toRv(), 'rvi')).toEqual(dumpNode(o.node, 'rvi'));
    }
  });

  it('reads every :SoilModel; the 6 SOIL_TWO_LAYER ones are written SOIL_MULTILAYER 2', () => {
    const all = corpusCommands('rvi', ':SoilModel');
    expect(all).toHaveLength(32);
    let same = 0;
    for (const o of all) {
      const s = SoilModel.fromRv(o.node, o.source);
      if (JSON.stringify(dumpText(s.toRv(), 'rvi')) === JSON.stringify(dumpNode(o.node, 'rvi'))) same++;
      else expect(o.node.line.words[1].text).toBe('SOIL_TWO_LAYER');
    }
    expect(same).toBe(26);
  });

  it('finds no :EnsembleMode in the corpora', () => {
    expect(corpusCommands('rvi', ':EnsembleMode')).toHaveLength(0);
  });
});
