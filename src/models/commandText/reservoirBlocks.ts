/** The blocks that hold the reservoir's nested commands, outermost first (for their `parse`). */
export const IN_RESERVOIR: readonly string[] = [':Reservoir'];
/** Inside a control structure of a reservoir. */
export const IN_STRUCTURE: readonly string[] = [':Reservoir', ':OutflowControlStructure'];
