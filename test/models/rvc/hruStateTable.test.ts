/** HRUState and :HRUStateVariableTable: rules, text, several HRUs, wide tables, and the corpora. */
import { bindingOf } from '../../../src/models/modelClass/registry.js';
import { HRUState, HRUStateVariableTable } from '../../../src/models/rvc/index.js';
import { Variable } from '../../../src/models/symbolic/expr.js';
import { FreeSymbolError } from '../../../src/models/commandText/write.js';
import { corpusCommands } from '../corpusCommands.js';
import { dumpNode, dumpText, locatedProblems, problemsOf } from '../rvi/helpers.js';

describe('HRUState', () => {
  it('has the interface defaults', () => {
    expect(new HRUState({}).toJSON()).toEqual({ hru_id: 1, data: {} });
  });

  it('parses one table row, naming values S0, S1, … without names', () => {
    expect(HRUState.parse('3,0.5,12').toJSON()).toEqual({ hru_id: 3, data: { S0: 0.5, S1: 12 } });
    expect(HRUState.parse(' 3 0.5, 12 ', ['SOIL[0]', 'SOIL[1]']).toJSON()).toEqual({
      hru_id: 3,
      data: { 'SOIL[0]': 0.5, 'SOIL[1]': 12 },
    });
    expect(problemsOf(() => HRUState.parse('Forest,1'))).toEqual(['hru_id: must be an integer']);
    expect(problemsOf(() => new HRUState({ data: { SNOW: 'deep' } }))).toEqual([
      'data: entry SNOW must be a number or a symbolic expression',
    ]);
  });
});

describe('HRUStateVariableTable', () => {
  const table = new HRUStateVariableTable([
    { hru_id: 1, data: { 'SOIL[0]': 0.1, 'SOIL[1]': 1 } },
    { hru_id: 2, data: { 'SOIL[2]': 2, 'SOIL[3]': 3 } },
  ]);

  it('is bound to :HRUStateVariableTable in the .rvc', () => {
    expect(bindingOf(HRUStateVariableTable)?.fileType).toBe('rvc');
  });

  it('gives every state every attribute (set_attributes), 0 where a state had none', () => {
    expect(table.attributes).toEqual(['SOIL[0]', 'SOIL[1]', 'SOIL[2]', 'SOIL[3]']);
    expect(table.toJSON()).toEqual([
      { hru_id: 1, data: { 'SOIL[0]': 0.1, 'SOIL[1]': 1, 'SOIL[2]': 0, 'SOIL[3]': 0 } },
      { hru_id: 2, data: { 'SOIL[0]': 0, 'SOIL[1]': 0, 'SOIL[2]': 2, 'SOIL[3]': 3 } },
    ]);
  });

  it('writes :Attributes and one row per HRU, and reads it back', () => {
    expect(table.toRv()).toBe(
      ':HRUStateVariableTable\n' +
        '  :Attributes SOIL[0] SOIL[1] SOIL[2] SOIL[3]\n' +
        '  1 0.1 1 0 0\n' +
        '  2 0 0 2 3\n' +
        ':EndHRUStateVariableTable\n',
    );
    expect(HRUStateVariableTable.parse(table.toRv()).toJSON()).toEqual(table.toJSON());
    expect(new HRUStateVariableTable([]).toRv()).toBe(
      ':HRUStateVariableTable\n  :Attributes\n:EndHRUStateVariableTable\n',
    );
    expect(HRUStateVariableTable.parse(new HRUStateVariableTable([]).toRv()).length).toBe(0);
  });

  it('reads the columns named by :Attributes, for any number of HRUs', () => {
    const rows = Array.from({ length: 250 }, (_, i) => `  ${i + 1},${i}.5,${2 * i}`).join('\n');
    const text = `:HRUStateVariableTable\n  :Attributes,SNOW,SOIL[1]\n  :Units,mm,mm\n${rows}\n:EndHRUStateVariableTable\n`;
    const t = HRUStateVariableTable.parse(text);
    expect(t.length).toBe(250);
    expect(t.at(249)?.toJSON()).toEqual({ hru_id: 250, data: { SNOW: 249.5, 'SOIL[1]': 498 } });
  });

  it('splits a table too wide for a Raven line in tables of 80 state variables, and merges them on reading', () => {
    const names = Array.from({ length: 900 }, (_, i) => `CONV_STOR[${i}]`);
    const wide = new HRUStateVariableTable([
      { hru_id: 1, data: Object.fromEntries(names.map((n, i) => [n, i + 0.123456789])) },
      { hru_id: 7, data: Object.fromEntries(names.map((n) => [n, 1])) },
    ]);
    const text = wide.toRv();
    expect(text.match(/:HRUStateVariableTable/g)).toHaveLength(12);
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThan(10000);
    expect(HRUStateVariableTable.parse(text).toJSON()).toEqual(wide.toJSON());
    // A table that fits stays whole, as in the corpus files of 114 state variables.
    const fits = new HRUStateVariableTable([
      { hru_id: 1, data: Object.fromEntries(names.slice(0, 114).map((n) => [n, 0])) },
    ]);
    expect(fits.toRv().match(/:HRUStateVariableTable/g)).toHaveLength(1);
  });

  it('holds symbolic values, which cannot be written', () => {
    const t = new HRUStateVariableTable([{ hru_id: 1, data: { 'SOIL[0]': new Variable('X1') } }]);
    expect(() => t.toRv()).toThrow(FreeSymbolError);
  });

  it('reports what Raven would skip or stop on, with its place', () => {
    expect(
      locatedProblems(() =>
        HRUStateVariableTable.parse(
          ':HRUStateVariableTable\n  # c\n  :Attributes SNOW\n  1 2\n:EndHRUStateVariableTable\n',
        ),
      ),
    ).toEqual([
      '1:1 : Raven reads :Attributes on the line right after :HRUStateVariableTable and skips the table otherwise',
    ]);
    const text =
      ':HRUStateVariableTable\n :Attributes SNOW SOIL[0]\n 1 2\n Forest 1 2\n 3 x 4\n:EndHRUStateVariableTable\n';
    expect(locatedProblems(() => HRUStateVariableTable.parse(text))).toEqual([
      '4:2 root.1.hru_id: must be an integer',
      '5:4 root.2.data: entry SNOW must be a number or a symbolic expression',
      '3:2 root.0: has 1 value(s) for 2 attribute(s) (Raven stops)',
    ]);
  });
});

describe(':HRUStateVariableTable on the corpora', () => {
  it('reads all 11 tables; 9 keep every word Raven reads (:Units, which Raven skips, aside)', () => {
    const all = corpusCommands('rvc', ':HRUStateVariableTable');
    expect(all).toHaveLength(11);
    const noUnits = (v: unknown) =>
      JSON.parse(JSON.stringify(v), (_k, x) =>
        Array.isArray(x) ? x.filter((c) => c?.command !== ':Units') : x,
      );
    let same = 0;
    for (const o of all) {
      const t = HRUStateVariableTable.fromRv(o.node, o.source);
      if (JSON.stringify(dumpText(t.toRv(), 'rvc')) === JSON.stringify(noUnits(dumpNode(o.node, 'rvc'))))
        same++;
      // The 2 others carry words after the command name that Raven ignores: `(formerly :InitialConditionsTable)`.
      else
        expect(o.node.line.words.slice(1).map((w) => w.text)).toEqual([
          '(formerly',
          ':InitialConditionsTable)',
        ]);
      expect(HRUStateVariableTable.parse(t.toRv()).toJSON()).toEqual(t.toJSON());
    }
    expect(same).toBe(9);
  });
});
