/** BasinIndex and :BasinStateVariables: counted flow lists, Raven's line wrapping, reading, and the corpora. */
import { bindingOf } from '../../../src/models/modelClass/registry.js';
import { BasinIndex, BasinStateVariables } from '../../../src/models/rvc/index.js';
import { corpusCommands } from '../corpusCommands.js';
import { dumpNode, dumpText, locatedProblems, problemsOf } from '../rvi/helpers.js';

describe('BasinIndex', () => {
  it('has the interface defaults, aliases and string coercion', () => {
    expect(new BasinIndex({}).toJSON()).toEqual({
      sb_id: 1,
      name: 'watershed',
      channel_storage: 0,
      rivulet_storage: 0,
      qout: [1, 0, 0],
      qlat: null,
      qin: null,
    });
    const b = new BasinIndex({ sb_id: 2, name: 12, ChannelStorage: 5, Qout: [1, 2.5, 2.4] });
    expect([b.name, b.channel_storage, b.qout]).toEqual(['12', 5, [1, 2.5, 2.4]]);
  });

  it('checks that each flow list is Raven’s count followed by that many values', () => {
    expect(problemsOf(() => new BasinIndex({ qout: [2, 1, 1], qlat: [-1], qin: [3, 1, 2] }))).toEqual([
      'qout: must hold 4 values for n = 2, not 3 (Raven reads :Qout n v1 … vn vLast)',
      'qlat: must start with the count n, a whole number at least 0 (Raven reads :Qlat n v1 … vn vLast)',
      'qin: must hold 4 values for n = 3, not 3 (Raven reads :Qin n v1 … vn)',
    ]);
    expect(problemsOf(() => new BasinIndex({ sb_id: 1.5, Qout: 'x' }))).toEqual([
      'sb_id: must be an integer',
      'qout: must be a list',
    ]);
  });

  it('writes the :BasinIndex line and the state lines under it', () => {
    const b = new BasinIndex({
      sb_id: 30,
      name: 'Sub30',
      qout: [1, 0.74569, 0.78001],
      qlat: [2, 0.7, 0.8, 0.7],
      qin: [1, 0],
    });
    expect(b.toRv()).toBe(
      ':BasinIndex 30 Sub30\n' +
        '  :ChannelStorage 0\n' +
        '  :RivuletStorage 0\n' +
        '  :Qout 1 0.74569 0.78001\n' +
        '  :Qlat 2 0.7 0.8 0.7\n' +
        '  :Qin 1 0\n',
    );
    expect(BasinIndex.parse(b.toRv()).toJSON()).toEqual(b.toJSON());
  });

  it('breaks long lists after every 200 values, as Raven does, and reads them back', () => {
    const history = Array.from({ length: 450 }, (_, i) => i / 8);
    const b = new BasinIndex({ qlat: [450, ...history, -0], qin: [450, ...history] });
    const text = b.toRv();
    const qlat = text.split('\n').filter((l) => /^\s+(:Qlat|:Qin|[\d.]+ )/.test(l));
    expect(qlat.map((l) => l.trim().split(' ').length)).toEqual([202, 200, 51, 202, 200, 50]);
    expect(BasinIndex.parse(text).toJSON()).toEqual(b.toJSON());
    expect(Object.is(BasinIndex.parse(text).qlat?.at(-1), -0)).toBe(true);
  });

  it('reads Raven’s solution form (commas, no name) and says what it cannot hold', () => {
    const b = BasinIndex.parse(':BasinIndex 7,\n :ChannelStorage, 1.5\n :Qout,1,2,3\n :Qin ,0\n');
    expect(b.toJSON()).toEqual({
      sb_id: 7,
      name: '',
      channel_storage: 1.5,
      rivulet_storage: 0,
      qout: [1, 2, 3],
      qlat: null,
      qin: [0],
    });
    expect(b.toRv()).toBe(
      ':BasinIndex 7\n  :ChannelStorage 1.5\n  :RivuletStorage 0\n  :Qout 1 2 3\n  :Qin 0\n',
    );
    const reservoir = ':BasinIndex 7,Lake\n :Qout,1,2,3\n :ResStage, 101.5, 101.4\n :Qout,1,2,3\n';
    expect(locatedProblems(() => BasinIndex.parse(reservoir))).toEqual([
      "4:2 : :ResStage (a reservoir or other state) is not held by the interface's BasinIndex",
      '5:2 qout: :Qout is given twice',
    ]);
  });
});

describe('BasinStateVariables', () => {
  const text =
    ':BasinStateVariables\n  :BasinIndex 1,up\n    :Qout,1,2.5,2.4\n  :BasinIndex 2,down\n    :ChannelStorage, 3\n    :Qout,1,0,0\n:EndBasinStateVariables\n';

  it('is bound to :BasinStateVariables in the .rvc, reads every subbasin and writes them back', () => {
    expect(bindingOf(BasinStateVariables)?.fileType).toBe('rvc');
    const s = BasinStateVariables.parse(text);
    expect(s.root.map((b) => [b.sb_id, b.name, b.channel_storage])).toEqual([
      [1, 'up', 0],
      [2, 'down', 3],
    ]);
    expect(BasinStateVariables.parse(s.toRv()).toJSON()).toEqual(s.toJSON());
    expect(s.copy().toJSON()).toEqual(s.toJSON());
  });

  it('reports problems under the subbasin they belong to', () => {
    const bad = text
      .replace(':Qout,1,0,0', ':Qout,2,0,0')
      .replace('  :BasinIndex 1', '  :Qin 0\n  :BasinIndex 1');
    expect(locatedProblems(() => BasinStateVariables.parse(bad))).toEqual([
      '2:3 root: :Qin before any :BasinIndex',
      '7:11 root.1.qout: must hold 4 values for n = 2, not 3 (Raven reads :Qout n v1 … vn vLast)',
    ]);
  });

  it('reads all 4 blocks of the corpora and keeps their meaning', () => {
    const all = corpusCommands('rvc', ':BasinStateVariables');
    expect(all).toHaveLength(4);
    for (const o of all) {
      const s = BasinStateVariables.fromRv(o.node, o.source);
      expect(dumpText(s.toRv(), 'rvc')).toEqual(dumpNode(o.node, 'rvc'));
    }
  });
});
