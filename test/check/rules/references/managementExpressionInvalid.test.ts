import { managementWarned, RVM } from '../managementWarned.js';

const ids = (...n: number[]) => n.map((k) => `ParseManagementFile#${k}`).sort();

describe('RV256 management-expression-invalid, against Raven 4.12.1 built with lp_solve', () => {
  it("predicts Raven's Invalid expression warning of each kind of expression line it gives up on", async () => {
    const out = await managementWarned([
      ':DefineDecisionVariable X = !Q1 + foo', // an unknown name
      ':DefineWorkflowVariable W = @max(K,3) + 1', // an unknown name inside a function
      ':WaterDemand 1 21 Farm',
      '  :DemandExpression !D21 = Nobody',
      '  :ReturnExpression !R21 = 0.5 * Nobody',
      ':EndWaterDemand',
      ':ManagementConstraint C1',
      '  :Expression !Q1 * !Q1 < 5', // a product of two decision variables
      ':EndManagementConstraint',
    ]);
    // Raven gives up on each line and stops at the end of the .rvm.
    expect(out.completes).toBe(false);
    // :DefineDecisionVariable (#5), goals' :Expression (#6), :DefineWorkflowVariable (#9), :ReturnExpression
    // (#14), :DemandExpression (#15).
    expect(out.raven).toEqual(ids(5, 6, 9, 14, 15));
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown[0]).toBe(
      `${RVM}:1:1: foo: Raven cannot read the term ("ConvertToExpression:: Unparseable term foo in expression at line #1 in file ${RVM}"): Raven gives up on the :DefineDecisionVariable line, writes "nvalid expression in :DefineDecisionVariable command at line " (its message "Invalid expression in :DefineDecisionVariable command at line" from character 1 on: Raven adds the line number to the text) and stops at the end of the .rvm ("One or more faulty expressions in the .rvm file must be repaired.") [RV256]`,
    );
    expect(out.shown[4]).toBe(
      `${RVM}:8:3: Raven: "ParseExpression: more than one decision variable found in product term within constraint expression. Cannot handle non-linear expressions.": Raven gives up on the :Expression of the :ManagementConstraint, writes "Invalid expression in :Expression command at line 8" and stops at the end of the .rvm ("One or more faulty expressions in the .rvm file must be repaired.") [RV256]`,
    );
  }, 120_000);

  it("predicts the warning of a workflow variable definition's :Expression", async () => {
    // Alone: its words are those of a goal's :Expression (#6), which a log holding both would read it as.
    const out = await managementWarned([
      ':WorkflowVarDefinition V',
      '  :Expression V = @lookup(T,3)', // a lookup table never declared
      ':EndWorkflowVarDefinition',
    ]);
    expect(out.completes).toBe(false);
    expect(out.raven).toEqual(ids(10));
    expect(out.rvkit).toEqual(ids(10));
    expect(out.shown).toEqual([
      `${RVM}:2:3: @lookup(T,3): Raven cannot read the term ("ConvertToExpression: unrecognized lookup table name in @lookup command at line #2 in file ${RVM}"): Raven gives up on the :Expression of the :WorkflowVarDefinition, writes "Invalid expression in :Expression command at line 2" and stops at the end of the .rvm ("One or more faulty expressions in the .rvm file must be repaired.") [RV256]`,
    ]);
  }, 120_000);

  it('says nothing of expressions Raven reads: declared names, functions, one decision variable per product', async () => {
    const out = await managementWarned([
      ':NamedConstant K 3',
      ':LookupTable T',
      '2',
      '0 0',
      '100 10',
      ':EndLookupTable',
      ':DefineDecisionVariable X = K * !Q1',
      ':DefineWorkflowVariable W = @max(K,3) + 1',
      ':ManagementConstraint C1',
      '  :Expression X + !Q1 < 1000',
      ':EndManagementConstraint',
      ':WorkflowVarDefinition V',
      '  :Expression V = @lookup(T,W) * CMS_TO_CFS',
      ':EndWorkflowVarDefinition',
    ]);
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
