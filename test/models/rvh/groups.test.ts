import { HRUGroup, SubBasinGroup } from '../../../src/models/rvh/index.js';
import { locatedProblems, problems } from './helpers.js';

describe(':HRUGroup', () => {
  it('writes IDs and ranges ten per line, and reads them back from any number of lines', () => {
    const ids = Array.from({ length: 12 }, (_, i) => String(i + 1));
    const group = new HRUGroup({ name: 'Forest', groups: [...ids, '20-30'] });
    expect(group.toRv()).toBe(':HRUGroup Forest\n  1 2 3 4 5 6 7 8 9 10\n  11 12 20-30\n:EndHRUGroup\n');
    expect(HRUGroup.parse(group.toRv()).toJSON()).toEqual(group.toJSON());
    expect(HRUGroup.parse(':HRUGroup G\n 1, 2\n # a comment\n 3-5\n:EndHRUGroup\n').toJSON()).toEqual({
      name: 'G',
      groups: ['1', '2', '3-5'],
    });
  });

  it('requires a name and the groups, and checks each entry is an ID or a range Raven reads', () => {
    expect(problems(() => new HRUGroup({}))).toEqual(['name: is required', 'groups: is required']);
    expect(problems(() => new HRUGroup({ name: 'G', groups: ['1', 'two'] }))).toEqual([
      'groups: item 1 must be an HRU ID or a range first-last (e.g. 7 or 1-20); got "two"',
    ]);
    expect(problems(() => new HRUGroup({ name: 'G', groups: ['1-20001'] }))).toEqual([
      'groups: item 0 spans more than 10000 IDs, which Raven refuses',
    ]);
    expect(problems(() => new HRUGroup({ name: 'G', groups: [1] }))).toEqual([
      'groups: item 0 must be a string',
    ]);
  });

  it('points at the wrong entry, and at commands Raven refuses inside', () => {
    expect(
      locatedProblems(() => HRUGroup.parse(':HRUGroup G extra\n 1 2\n 3 x4\n :Foo\n:EndHRUGroup\n')),
    ).toEqual([
      '1:13 name: :HRUGroup takes one name (Raven reads only the first)',
      '4:2 groups: :Foo cannot be inside :HRUGroup: only IDs can',
      '3:4 groups: item 3 must be an HRU ID or a range first-last (e.g. 7 or 1-20); got "x4"',
    ]);
    expect(locatedProblems(() => HRUGroup.parse(':HRUGroup\n 1\n:EndHRUGroup\n'))).toEqual([
      '1:1 name: is required',
    ]);
  });
});

describe(':SubBasinGroup', () => {
  it('has the spec defaults, writes ten IDs per line in the order given, and round-trips', () => {
    expect(new SubBasinGroup({}).toJSON()).toEqual({ name: '', sb_ids: [] });
    const group = new SubBasinGroup({ name: 'Lakes', sb_ids: [30, 2, 11, 4, 5, 6, 7, 8, 9, 10, 1] });
    expect(group.toRv()).toBe(':SubBasinGroup Lakes\n  30 2 11 4 5 6 7 8 9 10\n  1\n:EndSubBasinGroup\n');
    const [back] = SubBasinGroup.parseAll(group.toRv());
    expect(back.toJSON()).toEqual(group.toJSON());
  });

  it('parse returns every group of the text, as a list', () => {
    const text = ':SubBasinGroup A\n 1 2\n:EndSubBasinGroup\n:SubBasinGroup B\n 3\n:EndSubBasinGroup\n';
    const groups = SubBasinGroup.parse(text) as SubBasinGroup[];
    expect(groups.map((g) => g.toJSON())).toEqual([
      { name: 'A', sb_ids: [1, 2] },
      { name: 'B', sb_ids: [3] },
    ]);
  });

  it('takes integer IDs only (Raven reads no ranges here) and needs a name in the text', () => {
    expect(problems(() => new SubBasinGroup({ name: 'A', sb_ids: [1, 2.5] }))).toEqual([
      'sb_ids: item 1 must be an integer',
    ]);
    expect(
      locatedProblems(() => SubBasinGroup.parseAll(':SubBasinGroup\n 1 2-4\n:EndSubBasinGroup\n')),
    ).toEqual(['1:1 name: is required', '2:4 sb_ids: item 1 must be an integer']);
  });
});
