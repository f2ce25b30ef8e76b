import { SubBasin, SubBasins, UnwritableValueError } from '../../../src/models/rvh/index.js';
import { locatedProblems, problems } from './helpers.js';

describe(':SubBasins', () => {
  it('has the spec defaults and writes the row Raven reads (gauge_id is not a column)', () => {
    const sb = new SubBasin({});
    expect(sb.toJSON()).toEqual({
      subbasin_id: 1,
      name: 'sub_001',
      downstream_id: -1,
      profile: 'NONE',
      reach_length: 0,
      gauged: true,
      gauge_id: '',
    });
    const table = new SubBasins([
      { subbasin_id: 2, name: 'up', downstream_id: 1, reach_length: 3.5, gauged: false },
      {},
    ]);
    expect(table.toRv()).toBe(
      ':SubBasins\n' +
        '  :Attributes NAME DOWNSTREAM_ID PROFILE REACH_LENGTH GAUGED\n' +
        '  :Units none none none km none\n' +
        '  2 up 1 NONE 3.5 0\n' +
        '  1 sub_001 -1 NONE 0 1\n' +
        ':EndSubBasins\n',
    );
    expect(table.length).toBe(2);
    expect([...table].map((s) => s.subbasin_id)).toEqual([2, 1]);
  });

  it('round-trips through its text, and parse reads the first table', () => {
    const table = new SubBasins([
      { subbasin_id: 7, name: 'a', downstream_id: -1, profile: 'CHAN', reach_length: '_AUTO', gauged: true },
      { subbasin_id: 8, name: 'b', downstream_id: 7, profile: 'CHAN', reach_length: 12.25, gauged: false },
    ]);
    expect(SubBasins.parse(table.toRv()).toJSON()).toEqual(table.toJSON());
  });

  it('coerces numbers given for its string fields (spec rule 4)', () => {
    const sb = new SubBasin({ name: 42, profile: 3, gauge_id: 1234 });
    expect([sb.name, sb.profile, sb.gauge_id]).toEqual(['42', '3', '1234']);
  });

  it('check_reach_length: ZERO- is 0 (as Raven reads it), _AUTO is kept, other text is refused', () => {
    expect(new SubBasin({ reach_length: 'ZERO-' }).reach_length).toBe(0);
    expect(new SubBasin({ reach_length: '_AUTO' }).reach_length).toBe('_AUTO');
    expect(problems(() => new SubBasin({ reach_length: '12km' }))).toEqual([
      'reach_length: must be a length in km, or _AUTO (computed by Raven); got "12km"',
    ]);
  });

  it('bounds subbasin_id above 0, and types every field', () => {
    expect(
      problems(() => new SubBasins([{ subbasin_id: 0 }, { downstream_id: 1.5, gauged: 'yes' }])),
    ).toEqual([
      'root.0.subbasin_id: must be greater than 0',
      'root.1.downstream_id: must be an integer',
      'root.1.gauged: must be true or false',
    ]);
  });

  it('reads by Raven fixed column order, ignoring the header, and points at the wrong word', () => {
    const text =
      ':SubBasins\n' +
      '  :Attributes, GAUGED, NAME\n' +
      '  1, top, -1, NONE, ZERO-, 1\n' +
      '  0, low, 1, NONE, 2.5x, 2\n' +
      '  3, short, 1\n' +
      '  4, qref, 1, NONE, 1, 1, 25.0\n' +
      ':EndSubBasins\n';
    expect(locatedProblems(() => SubBasins.parse(text))).toEqual([
      '4:3 root.1.subbasin_id: must be greater than 0',
      '4:20 root.1.reach_length: must be a length in km, or _AUTO (computed by Raven); got "2.5x"',
      '5:3 root.2: has 3 values; Raven reads 6: ID NAME DOWNSTREAM_ID PROFILE REACH_LENGTH GAUGED',
      '6:27 root.3: a 7th value is the reference flow Q_REFERENCE, which Raven reads but the SubBasin model cannot hold',
    ]);
    const ok = SubBasins.parse(':SubBasins\n 1 top -1 NONE ZERO- 1\n 2 b 1 NONE 1 2\n:EndSubBasins\n');
    // ZERO- is 0 to Raven (atof); any nonzero number is "gauged" to Raven.
    expect(ok.toJSON()).toEqual([
      {
        subbasin_id: 1,
        name: 'top',
        downstream_id: -1,
        profile: 'NONE',
        reach_length: 0,
        gauged: true,
        gauge_id: '',
      },
      {
        subbasin_id: 2,
        name: 'b',
        downstream_id: 1,
        profile: 'NONE',
        reach_length: 1,
        gauged: true,
        gauge_id: '',
      },
    ]);
  });

  it('refuses arguments on the command line and other commands inside (Raven misreads both)', () => {
    expect(
      locatedProblems(() => SubBasins.parse(':SubBasins 3\n :Foo 1\n 1 a -1 NONE 0 1\n:EndSubBasins\n')),
    ).toEqual([
      '1:1 : :SubBasins takes no arguments (Raven then skips the whole table)',
      '2:2 : :Foo is not read inside :SubBasins (only :Attributes, :Units and data rows are)',
    ]);
  });

  it('will not write a name Raven would split into two words', () => {
    expect(() => new SubBasins([{ name: 'Salmon River' }]).toRv()).toThrow(UnwritableValueError);
    expect(() => new SubBasins([{ name: 'Salmon River' }]).toRv()).toThrow(/SubBasin 1 name "Salmon River"/);
  });
});
