/** :UniformInitialConditions: a state variable (or alias) and a value; every occurrence in the corpora. */
import { bindingOf } from '../../../src/models/modelClass/registry.js';
import { UniformInitialConditions } from '../../../src/models/rvc/index.js';
import { withAliases } from '../../../src/models/rvi/index.js';
import { Variable } from '../../../src/models/symbolic/expr.js';
import { FreeSymbolError } from '../../../src/models/commandText/write.js';
import { corpusCommands } from '../corpusCommands.js';
import { dumpNode, dumpText, locatedProblems, modelAliases, problemsOf } from '../rvi/helpers.js';

describe('UniformInitialConditions', () => {
  it('is bound to the .rvc command and writes state and value', () => {
    expect(bindingOf(UniformInitialConditions)?.fileType).toBe('rvc');
    const u = new UniformInitialConditions({ state: 'SOIL[0]', value: 264.5 });
    expect(u.toRv()).toBe(':UniformInitialConditions SOIL[0] 264.5\n');
    expect(UniformInitialConditions.parse(u.toRv()).toJSON()).toEqual({ state: 'SOIL[0]', value: 264.5 });
    expect(() => u.copy({ value: new Variable('X') }).toRv()).toThrow(FreeSymbolError);
  });

  it('needs a state variable, or an alias of the model', () => {
    expect(problemsOf(() => new UniformInitialConditions({ state: 'PRODUCT', value: 'a lot' }))).toEqual([
      'state: "PRODUCT" is not a state variable (nor an :Alias of the model)',
      'value: must be a number or a symbolic expression',
    ]);
    const u = withAliases(['PRODUCT'], () => new UniformInitialConditions({ state: 'PRODUCT', value: 1 }));
    expect(u.copy({ value: 2 }).value).toBe(2);
    expect(
      UniformInitialConditions.parse(':UniformInitialConditions PRODUCT 1', { aliases: ['PRODUCT'] }).state,
    ).toBe('PRODUCT');
    expect(
      locatedProblems(() => UniformInitialConditions.parse('# ic\n:UniformInitialConditions SOIL[0] x')),
    ).toEqual(['2:35 value: must be a number or a symbolic expression']);
  });

  it('reads all 13 occurrences of the corpora, with their models’ aliases, keeping their meaning', () => {
    const all = corpusCommands('rvc', ':UniformInitialConditions');
    expect(all).toHaveLength(13);
    for (const o of all) {
      const u = UniformInitialConditions.fromRv(o.node, o.source, { aliases: modelAliases(o.file) });
      expect(dumpText(u.toRv(), 'rvc')).toEqual(dumpNode(o.node, 'rvc'));
    }
  });
});
