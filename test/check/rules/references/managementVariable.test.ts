import { managementWarned, MANAGED, RVM } from '../managementWarned.js';

/** The .rvc of the changed copy with a workflow variable row. */
/** The line the row lands on (the .rvc has 16 lines, the last without a line end). */
const rvcLine = 17;

const workflowRow = (name: string) => [
  { file: `${MANAGED.stem}.rvc`, from: /$/, to: `\n:WorkflowVar ${name} 2.0\n` },
];

describe('RV259 management-variable, against Raven 4.12.1 built with lp_solve', () => {
  it("predicts Raven's warnings of bounds before their variable and of a .rvc row of no workflow variable", async () => {
    const out = await managementWarned(
      [
        ':DecisionVariableBounds Release 0 100',
        ':DeclareDecisionVariable Release',
        ':DefineWorkflowVariable Level = 1',
      ],
      '',
      { edits: workflowRow('level') },
    );
    expect(out.completes).toBe(true);
    const ids = ['DemandOptimization#1', 'DemandOptimization#5'];
    expect(out.raven).toEqual(ids);
    expect(out.rvkit).toEqual(ids);
    expect(out.shown).toEqual([
      `${MANAGED.stem}.rvc:${rvcLine}:14: 'level' is not a workflow variable of the .rvm: Raven ignores the row ("CDemandOptimizer::SetWorkflowVariable: unknown workflow variable in .rvc file") [RV259]`,
      `${RVM}:1:25: decision variable 'Release' is declared only below: Raven ignores its bounds ("SetUserDecisionVarBounds: invalid decision variable name (Release): must declare or define before use") [RV259]`,
    ]);
  }, 120_000);

  it('says nothing of bounds after their variable and of a .rvc row of a workflow variable', async () => {
    const out = await managementWarned(
      [
        ':DeclareDecisionVariable Release',
        ':DecisionVariableBounds Release 0 100',
        ':DefineWorkflowVariable Level = 1',
      ],
      '',
      { edits: workflowRow('Level') },
    );
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
