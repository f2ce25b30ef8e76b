import { managementWarned, RVM } from '../managementWarned.js';

describe("RV005 unknown-command inside the .rvm's blocks, against Raven 4.12.1 built with lp_solve", () => {
  it("names Raven's warning of an unknown line in a goal or constraint, a regime, and a workflow variable's definition", async () => {
    const out = await managementWarned([
      ':ManagementConstraint MaxFlow',
      '  :Expression !Q1 < 100',
      '  :Priorty 1',
      ':EndManagementConstraint',
      ':DeclareWorkflowVariable W1',
      ':WorkflowVarDefinition W1',
      '  :OperatingRegime Always',
      '    :Expression W1 = 1',
      '    :Conditon DAY_OF_YEAR IS_BETWEEN 1 365',
      '  :EndOperatingRegime',
      ':EndWorkflowVarDefinition',
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['ParseManagementFile#11', 'ParseManagementFile#8']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown).toEqual([
      `${RVM}:3:3: unknown command :Priorty in this block: Raven does not read it here [RV005]`,
      `${RVM}:9:5: unknown command :Conditon in this block: Raven does not read it here [RV005]`,
    ]);
  }, 120_000);
});
