/**
 * The .rvc catalogue: initial conditions of HRUs, subbasins, reservoirs and constituents, as written by hand
 * or by Raven itself in solution.rvc (ParseInitialConditionFile.cpp).
 */
import {
  COMMON_COMMENTS,
  FILE_CONTROL,
  HEADER_COMMANDS,
  float,
  hruGroupRef,
  int,
  oneOf,
  optional,
  variadic,
  word,
} from './common.js';
import type { Arg, CommandSpec, EndRule, FileCatalogue } from './types.js';

const sbId: Arg = int('sb_id');
const stateVar = (name: string): Arg => ({ name, type: 'stateVar' });

// ---------------------------------------------------------------------------------------------------------
// HRU state tables. The three tables share one loop, which stops at any of the three end keywords.
// ---------------------------------------------------------------------------------------------------------

const TABLE_END: EndRule = {
  exact: [':EndHRUStateVariableTable', ':EndInitialTemperatureTable', ':EndInitialConcentrationTable'],
};

/**
 * `:Attributes SV1 SV2 …` must be the very next line and names the value columns; `:Units` is skipped.
 * The first column is an HRU ID or an HRU group name, so the rows are not all-numeric.
 */
const stateTable = (name: string, args: readonly Arg[], doc: string): CommandSpec => ({
  name,
  ...(args.length ? { args } : {}),
  block: {
    end: TABLE_END,
    rows: { header: 'attributes', columns: [word('hru_id'), variadic(float('values'))] },
  },
  doc,
});

/** The end keywords are also dispatched at top level, where they do nothing. */
const noOpEnd = (name: string): CommandSpec => ({ name, doc: 'End of a table; a no-op on its own.' });

const HRU_TABLES: readonly CommandSpec[] = [
  stateTable(
    ':HRUStateVariableTable',
    [],
    'Initial state variable values per HRU (or HRU group), one column per state variable.',
  ),
  noOpEnd(':EndHRUStateVariableTable'),
  stateTable(
    ':InitialConcentrationTable',
    [word('constituent')],
    'Initial concentrations of a constituent per HRU, one column per water storage.',
  ),
  noOpEnd(':EndInitialConcentrationTable'),
  stateTable(
    ':InitialTemperatureTable',
    [],
    'Initial temperatures (°C) per HRU, one column per water storage.',
  ),
  noOpEnd(':EndInitialTemperatureTable'),
  {
    name: ':InitialConditions',
    args: [stateVar('state_var')],
    block: {
      // Values are read until one per HRU has been found or this keyword is met.
      end: { exact: [':EndInitialConditions'] },
      rows: { columns: [variadic(float('values'))], numeric: true },
    },
    doc: 'Deprecated: one value per HRU, in HRU order, for a single state variable.',
  },
  noOpEnd(':EndInitialConditions'),
];

// ---------------------------------------------------------------------------------------------------------
// Uniform initial values
// ---------------------------------------------------------------------------------------------------------

const UNIFORM: readonly CommandSpec[] = [
  {
    name: ':UniformInitialConditions',
    args: [stateVar('state_var'), float('value')],
    doc: 'Same initial value of a state variable in every HRU.',
  },
  {
    name: ':UniformInitialConcentration',
    args: [word('constituent'), stateVar('state_var'), float('value')],
    doc: 'Same initial concentration of a constituent in a water storage of every HRU.',
  },
  {
    name: ':UniformInitialTemperature',
    args: [stateVar('state_var'), float('value')],
    doc: 'Same initial temperature (°C) of a water storage in every HRU.',
  },
];

// ---------------------------------------------------------------------------------------------------------
// Subbasin states. Inside these blocks, unknown lines are skipped silently by the engine.
// ---------------------------------------------------------------------------------------------------------

const basinIndex = (doc: string): CommandSpec => ({
  name: ':BasinIndex',
  args: [sbId, optional(variadic(word('name')))],
  doc,
});

/** `:Name n v1 … vn {last}` on one line (transport variables do not wrap). */
const history = (name: string, countName: string, valuesName: string, doc: string): CommandSpec => ({
  name,
  args: [int(countName), variadic(float(valuesName))],
  doc,
});

/** `:Name value last`: current value and value at the previous time step. */
const pair = (name: string, a: string, doc: string): CommandSpec => ({
  name,
  args: [float(a), float(`${a}_last`)],
  doc,
});

const BASIN_STATE_CHILDREN: readonly CommandSpec[] = [
  basinIndex('Starts the states of one subbasin (ID, then optionally its name).'),
  { name: ':ChannelStorage', args: [float('channel_storage')], doc: 'Water stored in the channel (m³).' },
  { name: ':RivuletStorage', args: [float('rivulet_storage')], doc: 'Water stored in rivulets (m³).' },
  // Count-driven: the values may wrap over several lines (Raven breaks lines every 200 values).
  {
    ...history(
      ':Qout',
      'n_segments',
      'qout',
      'Outflow of each reach segment, then the previous outflow (m³/s).',
    ),
    continues: { countArg: 0, extra: 1 },
  },
  {
    ...history(
      ':Qlat',
      'n_history',
      'qlat',
      'Lateral inflow history, then the previous lateral inflow (m³/s).',
    ),
    continues: { countArg: 0, extra: 1 },
  },
  {
    ...history(':Qin', 'n_history', 'qin', 'Upstream inflow history (m³/s).'),
    continues: { countArg: 0, extra: 0 },
  },
  pair(':ResStage', 'stage', 'Reservoir stage and previous stage (m).'),
  pair(':ResFlow', 'flow', 'Reservoir outflow and previous outflow (m³/s).'),
  {
    name: ':ControlFlow',
    args: [int('structure_index'), float('flow'), float('flow_last')],
    doc: 'Flow through one outflow control structure and its previous value (m³/s).',
  },
  // Raven 4.12.1 reads and writes :ResDAscale; the reference's later source names it :ResDAadj.
  pair(':ResDAscale', 'scale', 'Reservoir data-assimilation scaling factor and its previous value.'),
  pair(
    ':ResDAadj',
    'scale',
    'Reservoir data-assimilation adjustment and its previous value (later engines).',
  ),
];

const BASIN_TRANSPORT_CHILDREN: readonly CommandSpec[] = [
  basinIndex('Starts the transport states of one subbasin.'),
  { name: ':ChannelMass', args: [float('channel_mass')], doc: 'Constituent mass in the channel.' },
  { name: ':RivuletMass', args: [float('rivulet_mass')], doc: 'Constituent mass in rivulets.' },
  history(':Mout', 'n_segments', 'mout', 'Mass outflow of each segment, then the previous one (one line).'),
  history(':Mlat', 'n_history', 'mlat', 'Lateral mass inflow history, then the previous one (one line).'),
  history(':Min', 'n_history', 'min', 'Upstream mass inflow history (one line).'),
  pair(':ResMass', 'mass', 'Constituent mass in the reservoir and its previous value.'),
  pair(':ResMassOut', 'mass_out', 'Mass outflow of the reservoir and its previous value.'),
  pair(':ResSedMass', 'sed_mass', 'Constituent mass in reservoir sediment and its previous value.'),
  { name: ':BedTemperature', args: [float('bed_temperature')], doc: 'Riverbed temperature (°C).' },
];

const BASINS: readonly CommandSpec[] = [
  {
    name: ':BasinInitialConditions',
    block: {
      end: { exact: [':EndBasinInitialConditions'] },
      // :Attributes and :Units are skipped wherever they appear; only the first flow value is used.
      rows: {
        header: 'attributes',
        columns: [sbId, float('flow'), optional(variadic(float('extra')))],
        numeric: true,
      },
    },
    doc: 'Initial outflow (m³/s) of each subbasin.',
  },
  {
    name: ':BasinStateVariables',
    // ParseInitialConditionFile.cpp's loop stops at eof (as :BasinTransportVariables' does).
    block: {
      end: { exact: [':EndBasinStateVariables'] },
      closedAtEof: true,
      children: BASIN_STATE_CHILDREN,
    },
    doc: 'Full routing state of every subbasin (written by Raven in solution.rvc).',
  },
  { name: ':EndBasinStateVariables', doc: 'End of :BasinStateVariables; a no-op on its own.' },
  {
    name: ':BasinTransportVariables',
    args: [word('constituent')],
    block: {
      end: { exact: [':EndBasinTransportVariables'] },
      closedAtEof: true,
      children: BASIN_TRANSPORT_CHILDREN,
    },
    doc: 'Routing state of one constituent in every subbasin.',
  },
  { name: ':EndBasinTransportVariables', doc: 'End of :BasinTransportVariables; a no-op on its own.' },
];

// ---------------------------------------------------------------------------------------------------------
// Reservoirs, isotopes, time stamps and adjustments
// ---------------------------------------------------------------------------------------------------------

const OTHER: readonly CommandSpec[] = [
  {
    name: ':InitialReservoirFlow',
    args: [sbId, { name: 'flow', type: 'autoFloat' }],
    doc: 'Initial reservoir outflow (m³/s); the stage is computed from it.',
  },
  { name: ':InitialReservoirStage', args: [sbId, float('stage')], doc: 'Initial reservoir stage (m).' },
  {
    name: ':InitialSurfaceWaterConcentration',
    args: [word('constituent'), float('value')],
    doc: 'Initial surface-water composition of an isotope constituent.',
  },
  {
    name: ':TimeStamp',
    args: [
      { name: 'date', type: 'date' },
      { name: 'time', type: 'time' },
    ],
    doc: 'Time the state refers to; warns when it differs from the model start.',
  },
  {
    name: ':StartTime',
    args: [
      { name: 'date', type: 'date' },
      { name: 'time', type: 'time' },
    ],
    doc: 'Start of the run that wrote this state (solution.rvc).',
  },
  {
    name: ':TimeStep',
    args: [{ name: 'timestep', type: 'timestep' }],
    doc: 'Time step of the run that wrote this state (solution.rvc).',
  },
  {
    name: ':Nudge',
    args: [
      // ParseInitialConditionFile tests the two words without an else: any other word nudges nothing.
      oneOf('method', ['NUDGE_MULTIPLY', 'NUDGE_ADD'], 'ignored'),
      stateVar('state_var'),
      float('value'),
      word('hru_group', {
        refers: [
          hruGroupRef('warning', 'Invalid HRU group in :Nudge command', {
            minArgs: 4,
            warning: 'ParseInitialConditionFile#21',
          }),
        ],
      }),
    ],
    doc: 'Multiplies or adds to a state variable over an HRU group after the initial state is read.',
  },
  // Management optimisation state (used only with :ApplyManagementOptimization).
  {
    name: ':WorkflowVar',
    args: [word('name'), float('value')],
    doc: 'Value of a management workflow variable.',
  },
  {
    name: ':BasinFlowHist',
    args: [sbId, variadic(float('values'))],
    doc: 'Recent outflow history of a subbasin for management expressions.',
  },
  {
    name: ':BasinInflowHist',
    args: [sbId, variadic(float('values'))],
    doc: 'Recent reservoir inflow history of a subbasin for management expressions.',
  },
  {
    name: ':BasinStageHist',
    args: [sbId, variadic(float('values'))],
    doc: 'Recent reservoir stage history of a subbasin for management expressions.',
  },
  {
    name: ':BasinAreaHist',
    args: [sbId, variadic(float('values'))],
    doc: 'Recent reservoir area history of a subbasin for management expressions.',
  },
];

/** Every command the engine reads in a .rvc file. */
export const rvc: FileCatalogue = {
  fileType: 'rvc',
  comments: COMMON_COMMENTS,
  commands: [...FILE_CONTROL, ...HRU_TABLES, ...UNIFORM, ...BASINS, ...OTHER, ...HEADER_COMMANDS],
  dispatchedNames: 32,
  strayLine: 'error',
  unknownCommandWarning: 'ParseInitialConditionFile#26',
  redirectDepth: 1,
  redirectAnchor: 'rvc',
};
