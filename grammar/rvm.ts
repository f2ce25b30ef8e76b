/**
 * The .rvm catalogue: the management (demand optimisation) file, read by `ParseManagementFile` only when the
 * .rvi has `:ApplyManagementOptimization`.
 */
import {
  COMMON_COMMENTS,
  FILE_CONTROL,
  HEADER_COMMANDS,
  float,
  int,
  oneOf,
  optional,
  sbIdArg,
  series,
  variadic,
  word,
} from './common.js';
import type { CommandSpec, FileCatalogue } from './types.js';

// ---------------------------------------------------------------------------------------------------------
// Math-expression lines. The engine reads these lines with comma not a separator and `/ * + = ~ < >` split
// off as their own tokens, so their text is kept as written rather than re-tokenised.
// ---------------------------------------------------------------------------------------------------------

/** The rest of a math-expression line, kept whole. */
const EXPRESSION = variadic(word('expression'));

/** `:Expression lhs op rhs`: one (in)equality; at most one per operating regime (or per block without regimes). */
const EXPRESSION_LINE: CommandSpec = {
  name: ':Expression',
  args: [EXPRESSION],
  mathExpression: true,
  doc: 'The goal, constraint or definition as one expression with a single comparison (=, <, >).',
};

/** `:Condition var IS_BETWEEN a b` or `:Condition expr op expr`: restricts when the current regime applies. */
const CONDITION_LINE: CommandSpec = {
  name: ':Condition',
  args: [word('variable'), variadic(word('condition'))],
  mathExpression: true,
  doc: 'When the current regime applies: a comparison keyword (IS_BETWEEN, IS_GREATER_THAN, …) or an expression.',
};

// ---------------------------------------------------------------------------------------------------------
// Nested keywords of :ManagementGoal / :ManagementConstraint / :WorkflowVarDefinition. Operating regimes are
// not real blocks in the engine: :OperatingRegime starts a new regime and :EndOperatingRegime only clears a
// flag (it decides where a :Penalty goes), so they are a marker pair over sibling nested keywords.
// ---------------------------------------------------------------------------------------------------------

const END_OPERATING_REGIME: CommandSpec = {
  name: ':EndOperatingRegime',
  doc: 'Closes the current operating regime; later :Penalty lines apply to the whole goal.',
};

function operatingRegime(members: readonly string[], unknownChildWarning: string): CommandSpec {
  return {
    name: ':OperatingRegime',
    args: [word('name')],
    // A regime is not a block of Raven's: an unknown line in it is one of the goal's or definition's.
    block: { end: { exact: [':EndOperatingRegime'] }, marker: true, members, unknownChildWarning },
    doc: 'Starts a named regime: its own expression, conditions (and penalty), tried in order of appearance.',
  };
}

/** Raven's warning of a line it does not know inside a :ManagementGoal or :ManagementConstraint (one loop for both). */
const GOAL_UNKNOWN = 'ParseManagementFile#8';
/** Raven's warning of a line it does not know inside a :WorkflowVarDefinition. */
const WORKFLOW_UNKNOWN = 'ParseManagementFile#11';

function goalChildren(isGoal: boolean): readonly CommandSpec[] {
  return [
    operatingRegime([':Expression', ':RevertToSDCurve', ':Condition', ':Penalty'], GOAL_UNKNOWN),
    END_OPERATING_REGIME,
    EXPRESSION_LINE,
    {
      name: ':RevertToSDCurve',
      doc: 'Uses the stage-discharge curve instead of an expression in this regime.',
    },
    CONDITION_LINE,
    {
      name: ':Penalty',
      args: [float('penalty'), optional(float('penalty_over'))],
      doc: isGoal
        ? 'Penalty for missing the goal (under, and over if a second value is given); at most 1e6.'
        : 'Not allowed in a constraint (constraints have infinite penalty): reported as an error.',
    },
    { name: ':Priority', args: [int('priority')], doc: 'Priority of the goal (stored for later use).' },
    {
      name: ':UseStageUnitsCorrection',
      args: [sbIdArg('subbasin_id')],
      doc: 'Scales the penalty to stage units using the reservoir of this subbasin (it must have an :HRUID).',
    },
  ];
}

/** The engine leaves a goal or constraint block at either end keyword, whichever block it is in. */
const GOAL_END = [':EndManagementGoal', ':EndManagementConstraint'] as const;

const MANAGEMENT_GOAL: CommandSpec = {
  name: ':ManagementGoal',
  args: [word('name')],
  block: { end: { exact: GOAL_END }, children: goalChildren(true), unknownChildWarning: GOAL_UNKNOWN },
  doc: 'A soft goal of the optimisation, violated at a penalty.',
};

const MANAGEMENT_CONSTRAINT: CommandSpec = {
  name: ':ManagementConstraint',
  args: [word('name')],
  block: {
    end: { exact: [':EndManagementConstraint', ':EndManagementGoal'] },
    children: goalChildren(false),
    unknownChildWarning: GOAL_UNKNOWN,
  },
  doc: 'A hard constraint of the optimisation.',
};

const WORKFLOW_VAR_DEFINITION: CommandSpec = {
  name: ':WorkflowVarDefinition',
  args: [word('name')],
  block: {
    end: { exact: [':EndWorkflowVarDefinition'] },
    unknownChildWarning: WORKFLOW_UNKNOWN,
    children: [
      operatingRegime([':Expression', ':Condition'], WORKFLOW_UNKNOWN),
      END_OPERATING_REGIME,
      EXPRESSION_LINE,
      CONDITION_LINE,
    ],
  },
  doc: 'Defines a workflow variable by expression, optionally per operating regime.',
};

// ---------------------------------------------------------------------------------------------------------
// Settings and management variables.
// ---------------------------------------------------------------------------------------------------------

const SETTINGS: readonly CommandSpec[] = [
  {
    name: ':LookbackDuration',
    args: [float('duration')],
    doc: 'How many days of history the optimiser keeps (rounded down to whole time steps).',
  },
  {
    name: ':DebugLevel',
    args: [int('level')],
    doc: 'Detail of the optimiser diagnostics (1 or more prints expressions).',
  },
  {
    name: ':NamedConstant',
    args: [word('name'), float('value')],
    doc: 'A named number usable in expressions; a line with more than two arguments is ignored with a warning.',
  },
  {
    name: ':DefineDecisionVariable',
    args: [word('name'), EXPRESSION],
    mathExpression: true,
    doc: 'Adds a decision variable fixed by an expression (`name = expression`).',
  },
  {
    name: ':DeclareDecisionVariable',
    args: [word('name')],
    // Each line adds one (ParseManagementFile.cpp, AddUserDecisionVar).
    repeats: true,
    doc: 'Adds a decision variable that goals and constraints then determine.',
  },
  {
    name: ':DecisionVariableBounds',
    args: [word('name'), float('lower'), float('upper')],
    doc: 'Lower and upper bounds of a declared decision variable.',
  },
  MANAGEMENT_CONSTRAINT,
  MANAGEMENT_GOAL,
  {
    name: ':DefineWorkflowVariable',
    args: [word('name'), EXPRESSION],
    mathExpression: true,
    doc: 'Defines a workflow variable by one expression (`name = expression`), evaluated every time step.',
  },
  WORKFLOW_VAR_DEFINITION,
  {
    name: ':DeclareWorkflowVariable',
    args: [word('name')],
    // Each line declares one (ParseManagementFile.cpp, AddWorkflowVariable).
    repeats: true,
    doc: 'Declares a workflow variable before its definition, so it can be used earlier.',
  },
  {
    name: ':OverrideStageDischargeCurve',
    args: [sbIdArg('subbasin_id')],
    // Each line frees one more reservoir (ParseManagementFile.cpp, OverrideSDCurve).
    repeats: true,
    doc: 'Lets the optimiser set the outflow of this reservoir instead of its stage-discharge curve.',
  },
  series(
    ':UserTimeSeries',
    [word('name'), optional(word('units'))],
    'A named time series usable in expressions (@ts).',
  ),
];

// ---------------------------------------------------------------------------------------------------------
// Lookup tables.
// ---------------------------------------------------------------------------------------------------------

/**
 * `:LookupTable name`, then a line holding the count N, then N rows `x y`, then one more line that the engine
 * consumes without looking at it (conventionally `:EndLookupTable`). Comment lines between rows are skipped,
 * but not before the count. The schema has no "leading count row", so the count line is a one-value row.
 */
const LOOKUP_TABLE: CommandSpec = {
  name: ':LookupTable',
  args: [word('name')],
  block: {
    end: { exact: [':EndLookupTable'] },
    rows: { columns: [float('x'), optional(float('y'))] },
  },
  doc: 'A piecewise-linear lookup table: a row with the row count, then that many x y rows.',
};

const LOOKUP_TABLES: readonly CommandSpec[] = [
  LOOKUP_TABLE,
  {
    name: ':LookupTableFromCSV',
    // The engine glues tokens 2.. together without spaces and does not anchor the path to the .rvm.
    args: [word('name'), { name: 'filename', type: 'path', variadic: true }],
    doc: 'A lookup table read from a CSV file (a header line, then x,y rows; at most 256).',
  },
];

// ---------------------------------------------------------------------------------------------------------
// Demands. Demand settings by name (top level), demand groups, and the :WaterDemand / :ReservoirWaterDemand
// marker pairs: their inner lines are top-level commands that act on the "current demand".
// ---------------------------------------------------------------------------------------------------------

const DEMAND_SETTINGS: readonly CommandSpec[] = [
  {
    name: ':DemandGroup',
    args: [word('name')],
    block: { end: { exact: [':EndDemandGroup'] }, rows: { columns: [variadic(word('demands'))] } },
    doc: 'A named group of demands (IDs or names, several per line); command lines inside are errors.',
  },
  {
    name: ':DemandMultiplier',
    args: [word('demand'), float('multiplier')],
    doc: 'Scales one demand (not negative).',
  },
  {
    name: ':DemandGroupMultiplier',
    args: [word('group'), float('multiplier')],
    doc: 'Scales every demand of a group (not negative).',
  },
  {
    name: ':DemandPenalty',
    args: [word('demand'), float('penalty')],
    doc: 'Penalty for not meeting one demand.',
  },
  {
    name: ':DemandResetDate',
    args: [word('demand'), int('julian_day')],
    doc: 'Day of year on which the cumulative delivery of a demand restarts.',
  },
  {
    name: ':DemandPriority',
    args: [word('demand'), float('priority')],
    doc: 'Accepted but has no effect in this engine version.',
  },
  {
    name: ':DemandIsUnrestricted',
    args: [word('demand')],
    // Each line exempts one more demand (ParseManagementFile.cpp, SetDemandAsUnrestricted).
    repeats: true,
    doc: 'Exempts one demand from restrictions.',
  },
];

/** The commands that act on the current demand, valid only between a demand's start and end lines. */
const DEMAND_BODY: readonly CommandSpec[] = [
  series(':DemandTimeSeries', [], 'The demanded flow over time (m3/s) of the current demand.'),
  series(':ReturnTimeSeries', [], 'The return flow over time (m3/s) of the current demand.'),
  {
    name: ':ReturnDestination',
    args: [sbIdArg('subbasin_id')],
    doc: 'Subbasin that receives the return flow of the current demand.',
  },
  {
    name: ':IrrigationDestination',
    args: [word('hru_group')],
    doc: 'HRU group irrigated by the current demand.',
  },
  {
    name: ':ResetDate',
    args: [int('julian_day')],
    doc: 'Day of year on which the cumulative delivery of the current demand restarts.',
  },
  { name: ':Penalty', args: [float('penalty')], doc: 'Penalty for not meeting the current demand.' },
  {
    name: ':ReturnFraction',
    args: [float('fraction')],
    doc: 'Fraction of the delivered water that returns.',
  },
  {
    name: ':ReturnExpression',
    args: [EXPRESSION],
    mathExpression: true,
    doc: 'The return flow of the current demand as an expression.',
  },
  {
    name: ':DemandFlowFraction',
    args: [float('fraction')],
    doc: 'The demand as a fraction of the available flow.',
  },
  {
    name: ':DemandLookupTable',
    doc: 'Not implemented: the engine stops with a "stub" error when it meets this line.',
  },
  {
    name: ':DemandExpression',
    args: [EXPRESSION],
    mathExpression: true,
    doc: 'The demanded flow of the current demand as an expression.',
  },
  { name: ':IsUnrestricted', doc: 'Exempts the current demand from restrictions.' },
];

const DEMAND_MEMBERS = DEMAND_BODY.map((spec) => spec.name);

/** Either end line clears the current demand, so each start accepts both. */
const DEMAND_ENDS = [':EndWaterDemand', ':EndReservoirWaterDemand'] as const;

const DEMANDS: readonly CommandSpec[] = [
  {
    name: ':WaterDemand',
    args: [sbIdArg('subbasin_id'), int('demand_id'), word('name')],
    block: { end: { exact: DEMAND_ENDS }, marker: true, members: DEMAND_MEMBERS },
    doc: 'Starts a water demand (withdrawal) from a subbasin; the demand lines that follow apply to it.',
  },
  { name: ':EndWaterDemand', doc: 'Ends the current water demand.' },
  {
    name: ':ReservoirWaterDemand',
    args: [sbIdArg('subbasin_id'), int('demand_id'), word('name')],
    block: {
      end: { exact: [':EndReservoirWaterDemand', ':EndWaterDemand'] },
      marker: true,
      members: DEMAND_MEMBERS,
    },
    doc: 'Starts a demand drawn from the reservoir of a subbasin; the demand lines that follow apply to it.',
  },
  { name: ':EndReservoirWaterDemand', doc: 'Ends the current reservoir demand.' },
  ...DEMAND_BODY,
];

// ---------------------------------------------------------------------------------------------------------
// Nonlinear solver settings.
// ---------------------------------------------------------------------------------------------------------

const SOLVER: readonly CommandSpec[] = [
  {
    name: ':NonlinearVariable',
    aliases: [':NonLinearVariable'],
    args: [word('nl_variable'), word('decision_variable')],
    doc: 'Links a nonlinear placeholder (e.g. ?Q130) to the decision variable it is iterated from.',
  },
  {
    name: ':MaxNLSolverIterations',
    args: [int('iterations')],
    doc: 'Maximum number of iterations of the nonlinear solver.',
  },
  {
    name: ':NLSolverTolerance',
    args: [float('tolerance')],
    doc: 'Convergence tolerance of the nonlinear solver.',
  },
  {
    name: ':NLRelaxationCoeff',
    args: [float('coefficient')],
    doc: 'Relaxation coefficient of the nonlinear solver.',
  },
  {
    // Newer than the 4.12.1 source: its arguments are not known, so any are kept.
    name: ':SoftConvergence',
    args: [optional(variadic(word('settings')))],
    doc: 'Relaxes the convergence requirement of the nonlinear solver.',
  },
];

// ---------------------------------------------------------------------------------------------------------
// Loops. :LoopThrough … :EndLoopThrough re-reads the lines in between once per item, replacing the wildcards
// ($ID$, $NAME$ and those of :LoopVector) in every token; any command may be inside, but loops do not nest.
// ---------------------------------------------------------------------------------------------------------

const LOOP_VECTOR: CommandSpec = {
  name: ':LoopVector',
  args: [word('wildcard'), variadic(word('values'))],
  // Quirk: the engine stores the line's tokens from the first one, so the values it substitutes are shifted.
  doc: 'A further wildcard and its value for each loop item; read on the first pass only.',
};

/** Everything but the loop itself may appear inside a loop. */
const LOOP_MEMBERS: readonly string[] = [
  ...FILE_CONTROL,
  ...HEADER_COMMANDS,
  ...SETTINGS,
  ...LOOKUP_TABLES,
  ...DEMAND_SETTINGS,
  ...DEMANDS,
  LOOP_VECTOR,
  ...SOLVER,
].flatMap((spec) => [spec.name, ...(spec.aliases ?? [])]);

const LOOPS: readonly CommandSpec[] = [
  {
    name: ':LoopThrough',
    // Any other word is an error (BAD_DATA_WARN, ParseManagementFile).
    args: [oneOf('kind', ['SB_GROUP', 'DEMAND_GROUP', 'LIST'], 'error'), word('target')],
    block: { end: { exact: [':EndLoopThrough'] }, marker: true, members: LOOP_MEMBERS },
    doc: 'Repeats the following lines for each subbasin or demand of a group, or a LIST of n items.',
  },
  {
    name: ':EndLoopThrough',
    doc: 'Ends one pass of the loop: goes back to its start until every item is done.',
  },
  LOOP_VECTOR,
];

/** Every command the engine reads in a .rvm file. */
export const rvm: FileCatalogue = {
  fileType: 'rvm',
  comments: COMMON_COMMENTS,
  commands: [
    ...FILE_CONTROL,
    ...HEADER_COMMANDS,
    ...SETTINGS,
    ...LOOKUP_TABLES,
    ...DEMAND_SETTINGS,
    ...DEMANDS,
    ...LOOPS,
    ...SOLVER,
  ],
  dispatchedNames: 51,
  strayLine: 'error',
  unknownCommandWarning: 'ParseManagementFile#16',
  redirectDepth: 2,
  redirectAnchor: 'rvm',
};
