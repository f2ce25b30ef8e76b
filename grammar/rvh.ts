/** The .rvh catalogue: subbasins, HRUs, reservoirs, subbasin properties and HRU/subbasin groups. */
import {
  COMMON_COMMENTS,
  FILE_CONTROL,
  HEADER_COMMANDS,
  float,
  hruGroupRef,
  hruIdArg,
  int,
  oneOf,
  optional,
  sbIdArg,
  subbasinGroupRef,
  variadic,
  word,
} from './common.js';
import type { Arg, BlockSpec, CommandSpec, FileCatalogue } from './types.js';

/** A group of :IntersectSubBasinGroups, read only from a line of exactly six arguments. */
const INTERSECT_SB_GROUP = subbasinGroupRef(
  'warning',
  'Invalid SubBasin Group used in :IntersectSubBasinGroups command. Command ignored',
  { exactArgs: 6, warning: 'ParseHRUFile#17' },
);

/** A value that may be `_AUTO` (or `_DEFAULT`) instead of a number. */
const auto = (name: string, more: Partial<Arg> = {}): Arg => ({ name, type: 'autoFloat', ...more });
const line = (name: string, args: readonly Arg[], doc: string): CommandSpec => ({ name, args, doc });

// ---------------------------------------------------------------------------------------------------------
// :Reservoir. Its reader is one flat loop: the relation tables are count-driven or fixed-length, so the
// engine consumes their closing line without looking at it; the catalogue names the conventional one.
// ---------------------------------------------------------------------------------------------------------

/** Numeric relation bodies whose first row may be a count (the schema has no separate count row). */
/**
 * A relation body. CReservoir's reader (ParseHRUFile.cpp) has no else for the relation word: with an unknown
 * one it reads none of the rows, so each row and the end line then meet the reservoir loop's warning for an
 * unrecognised command.
 */
const relation = (name: string, values: readonly string[] | null, doc: string): CommandSpec => ({
  name,
  ...(values ? { args: [oneOf('relation', values, 'warning', { unknownWarning: 'ParseHRUFile#33' })] } : {}),
  block: { end: { exact: [`:End${name.slice(1)}`] }, rows: { numeric: true } },
  doc,
});

/** Outflow curves: accepted anywhere in the reservoir, and looked up by name from :UseCurve. */
const CURVES: readonly CommandSpec[] = [
  {
    name: ':StageDischargeTable',
    args: [word('name')],
    block: { end: { exact: [':EndStageDischargeTable'] }, rows: { numeric: true } },
    doc: 'A named stage-discharge curve: a count row N, then N rows of stage (m) and flow (m3/s).',
  },
  line(
    ':BasicWeir',
    [word('curve_name'), float('elev'), float('crest_width'), float('coeff')],
    'A named weir curve from crest elevation, crest width and weir coefficient.',
  ),
  line(
    ':SluiceGate',
    [
      word('name'),
      float('bottom_elev'),
      float('width'),
      float('raised_height'),
      float('coeff'),
      int('num_gates'),
    ],
    'A named sluice-gate curve.',
  ),
  line(
    ':Orifice',
    [word('name'), float('bottom_elev'), float('diameter'), float('coeff'), int('num_openings')],
    'A named orifice curve.',
  ),
  line(
    ':BasicPump',
    [word('name'), float('flow'), float('on_elev'), float('off_elev')],
    'A named pump curve: constant flow between switch-on and switch-off stages (on_elev >= off_elev).',
  ),
];

const COMPARISONS = ['IS_BETWEEN', 'IS_GREATER_THAN', 'IS_LESS_THAN'];
/** An unknown comparison is warned about ("unrecognized comparison string in :Condition command"). */
const comparison = oneOf('comparison', COMPARISONS, 'warning', { unknownWarning: 'ParseHRUFile#30' });
/** A :Constraint's: the same words, written from another line of ReservoirParse. */
const constraintComparison = oneOf('comparison', COMPARISONS, 'warning', {
  unknownWarning: 'ParseHRUFile#32',
});

const OPERATING_REGIME: CommandSpec = {
  name: ':OperatingRegime',
  args: [word('name')],
  block: {
    end: { exact: [':EndOperatingRegime'] },
    children: [
      line(':UseCurve', [word('curve_name')], 'The outflow curve applied while this regime holds.'),
      line(
        ':Condition',
        [word('variable'), comparison, word('value'), optional(variadic(word('more')))],
        'When the regime applies: variable, comparison, value {value2} {IN_BASIN id}; DATE values are dates.',
      ),
      line(
        ':Constraint',
        [word('variable'), constraintComparison, float('value'), optional(float('value2'))],
        'A limit on the outflow (FLOW, FLOW_DELTA …) while the regime applies.',
      ),
    ],
  },
  doc: 'An operating regime of a control structure; the first whose conditions hold is used.',
};

const OUTFLOW_CONTROL_STRUCTURE: CommandSpec = {
  name: ':OutflowControlStructure',
  args: [word('name')],
  block: {
    end: { exact: [':EndOutflowControlStructure'] },
    children: [
      line(
        ':TargetSubbasin',
        [sbIdArg('target_subbasin_id')],
        'Subbasin receiving the outflow (default: the one downstream).',
      ),
      line(
        ':DownstreamReferenceElevation',
        [float('elevation')],
        'Reference elevation downstream of the structure (m).',
      ),
      ...CURVES,
      OPERATING_REGIME,
    ],
  },
  doc: 'An extra outlet of the reservoir, with its curves and operating regimes.',
};

const monthlyOrConstant = (name: string, doc: string): CommandSpec =>
  line(name, [variadic(float('values'))], `${doc}: twelve monthly values or one constant.`);

/** The DZTR body is eight lines read by position; their keywords are not checked. */
const DZTR: CommandSpec = {
  name: ':DZTRReservoirModel',
  aliases: [':DZTRResservoirModel'],
  block: {
    end: { exact: [':EndDZTRReservoirModel'] },
    children: [
      line(':MaximumStorage', [float('value')], 'Maximum storage (m3).'),
      line(':MaximumChannelDischarge', [float('value')], 'Maximum channel discharge (m3/s).'),
      monthlyOrConstant(':MonthlyMaxStorage', 'Maximum storage (m3)'),
      monthlyOrConstant(':MonthlyNormalStorage', 'Normal storage (m3)'),
      monthlyOrConstant(':MonthlyCriticalStorage', 'Critical storage (m3)'),
      monthlyOrConstant(':MonthlyMaxDischarge', 'Maximum discharge (m3/s)'),
      monthlyOrConstant(':MonthlyNormalDischarge', 'Normal discharge (m3/s)'),
      monthlyOrConstant(':MonthlyCriticalDischarge', 'Critical discharge (m3/s)'),
    ],
  },
  doc: 'Dynamically zoned target release operating rules, eight lines in a fixed order.',
};

const RESERVOIR: CommandSpec = {
  name: ':Reservoir',
  args: [word('name')],
  block: {
    end: { exact: [':EndReservoir'] },
    children: [
      line(':SubBasinID', [int('subbasin_id')], 'Subbasin whose outlet holds the reservoir.'),
      line(':HRUID', [int('hru_id')], 'HRU of the reservoir surface.'),
      line(':Type', [optional(variadic(word('type')))], 'Obsolete: ignored.'),
      line(':CrestWidth', [float('crest_width')], 'Weir crest width (m); makes the reservoir lake-type.'),
      line(':MaxCapacity', [float('max_capacity')], 'Maximum storage (m3), overriding the estimate.'),
      line(
        ':WeirCoefficient',
        [float('weir_coefficient')],
        'Weir coefficient; makes the reservoir lake-type.',
      ),
      line(
        ':MaxDepth',
        [float('max_depth')],
        'Maximum depth above the crest (m); makes the reservoir lake-type.',
      ),
      line(
        ':LakeArea',
        [float('lake_area')],
        'Lake surface area (m2, not km2); makes the reservoir lake-type.',
      ),
      line(':AbsoluteCrestHeight', [float('absolute_crest_height')], 'Absolute crest elevation (m a.s.l.).'),
      line(
        ':SeepageParameters',
        [float('k_seep'), float('h_ref')],
        'Seepage coefficient and groundwater stage (m).',
      ),
      line(':MinStageConstraintDominant', [], 'Makes the minimum-stage constraint win over the others.'),
      line(
        ':DemandMultiplier',
        [float('demand_multiplier')],
        'Multiplier on the demands served by the reservoir.',
      ),
      line(':LakebedThickness', [float('lakebed_thickness')], 'Lakebed thickness (m), for heat transport.'),
      line(':LakebedThermalConductivity', [float('lakebed_conductivity')], 'Lakebed thermal conductivity.'),
      line(':LakeConvectionCoeff', [float('lake_convection_coeff')], 'Lake convection coefficient.'),
      relation(
        ':VolumeStageRelation',
        ['POWER_LAW', 'LINEAR', 'LOOKUP_TABLE'],
        'Volume from stage: one row "a b" (POWER_LAW) or "a" (LINEAR), or a count N then N rows of stage, volume.',
      ),
      relation(
        ':AreaStageRelation',
        ['POWER_LAW', 'CONSTANT', 'LINEAR', 'LOOKUP_TABLE'],
        'Area from stage: one row "a b" (POWER_LAW) or "a", or a count N then N rows of stage, area.',
      ),
      relation(
        ':OutflowStageRelation',
        ['POWER_LAW', 'LINEAR'],
        'Outflow from stage: one row "a b" (POWER_LAW) or "a" (LINEAR); LOOKUP_TABLE is not read by the engine.',
      ),
      relation(
        ':StageRelations',
        null,
        'Stage tables: a count row N, then N rows of stage, flow, volume, area {underflow}.',
      ),
      relation(
        ':VaryingStageRelations',
        null,
        'Date-varying stage tables: count N {flag}, a row of Julian days, then N rows of stage, volume, area {underflow} flows…',
      ),
      DZTR,
      ...CURVES,
      OUTFLOW_CONTROL_STRUCTURE,
    ],
  },
  doc: 'A reservoir or lake at the outlet of a subbasin, with its stage relations and outlets.',
};

// ---------------------------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------------------------

/** Either end keyword closes either table; the opening keyword only decides channel or conduit. */
const SUBBASIN_TABLE: BlockSpec = {
  end: { exact: [':EndSubBasins', ':EndConduits'] },
  // ParseHRUFile.cpp's loops for :SubBasins/:Conduits and :HRUs check end_of_file; those of :HRUGroup,
  // :SubBasinGroup, :LateralConnections and :HRUFlowLengths check eof.
  closedAtEof: true,
  rows: {
    header: 'attributes',
    columns: [
      int('subbasin_id'),
      word('name'),
      int('downstream_id'),
      word('profile'),
      auto('reach_length'),
      int('gauged'),
      auto('q_reference', { optional: true }),
    ],
  },
};

/** Every command the engine reads in a .rvh file. */
export const rvh: FileCatalogue = {
  fileType: 'rvh',
  comments: COMMON_COMMENTS,
  noisyUnknownCommandWarning: 'ParseHRUFile#21',
  commands: [
    ...FILE_CONTROL,
    ...HEADER_COMMANDS,

    // Spatial structure.
    {
      name: ':SubBasins',
      defines: 'subbasin',
      block: SUBBASIN_TABLE,
      doc: 'Subbasins: ID, name, downstream ID (-1 at an outlet), channel profile, reach length (km), gauged.',
    },
    {
      name: ':Conduits',
      defines: 'subbasin',
      block: SUBBASIN_TABLE,
      doc: 'Like :SubBasins, but the reaches are conduits (pipes).',
    },
    {
      name: ':HRUs',
      defines: 'HRU',
      block: {
        end: { exact: [':EndHRUs'] },
        closedAtEof: true,
        rows: {
          header: 'attributes',
          columns: [
            int('hru_id'),
            float('area'),
            float('elevation'),
            float('latitude'),
            float('longitude'),
            int('subbasin_id'),
            word('land_use_class'),
            word('veg_class'),
            word('soil_profile'),
            word('aquifer_profile'),
            word('terrain_class'),
            float('slope'),
            float('aspect'),
          ],
        },
      },
      doc: 'Hydrologic response units, 13 columns; area in km2, slope and aspect in degrees.',
    },
    RESERVOIR,
    {
      name: ':SubBasinProperties',
      block: {
        end: { exact: [':EndSubBasinProperties'] },
        rows: { header: 'parameters', columns: [int('subbasin_id'), variadic(auto('values'))] },
      },
      doc: 'Per-subbasin routing parameters, columns named by :Parameters.',
    },
    {
      name: ':LateralConnections',
      args: [word('process')],
      block: {
        end: { exact: [':EndLateralConnections'] },
        closedAtEof: true,
        rows: { columns: [hruIdArg('from_hru_id'), hruIdArg('to_hru_id'), float('weight')], numeric: true },
      },
      doc: 'HRU-to-HRU connection weights for a lateral process (used by SNOW_REDISTRIBUTE).',
    },
    // v4.12 (the raven-hydro engine the tests run) reads this block; the reference, from a later commit, lists
    // the name without a case body.
    {
      name: ':HRUFlowLengths',
      block: {
        end: { exact: [':EndHRUFlowLengths'] },
        closedAtEof: true,
        rows: { columns: [hruIdArg('hru_id'), float('flow_length')], numeric: true },
      },
      doc: 'Flow length per HRU.',
    },

    // HRU groups. Groups should be declared in the .rvi; the engine creates missing ones with a warning.
    {
      name: ':HRUGroup',
      args: [word('name')],
      block: {
        end: { exact: [':EndHRUGroup'] },
        closedAtEof: true,
        rows: { columns: [variadic(word('hru_ids'))] },
      },
      doc: 'Lists the HRUs of a group: IDs or ranges (first-last), several per line.',
    },
    line(
      ':PopulateHRUGroup',
      [
        word('name'),
        word('with'),
        // No else for either word: the group is left as it was (an advisory gives its size).
        oneOf('condition_base', ['HRUS', 'LANDUSE', 'VEGETATION', 'ELEVATION', 'HRUTYPE'], 'ignored'),
        oneOf('condition', ['NOTWITHIN', 'WITHIN_SBGROUP', 'EQUALS', 'DOESNTEQUAL', 'BETWEEN'], 'ignored'),
        word('value', {
          refers: [
            hruGroupRef('error', 'invalid HRU group reference used in command', {
              when: { condition_base: ['HRUS'], condition: ['NOTWITHIN'] },
            }),
            subbasinGroupRef('error', ':PopulateHRUGroup: invalid Subbasin group reference used in command', {
              when: { condition_base: ['HRUS'], condition: ['WITHIN_SBGROUP'] },
            }),
          ],
        }),
        optional(float('value2')),
      ],
      'Adds the HRUs meeting a condition to a group (name With BASE CONDITION value {value2}).',
    ),
    {
      ...line(
        ':DisableHRUGroup',
        [
          word('name', {
            refers: [hruGroupRef('error', 'Invalid HRU Group name supplied in :DisableHRUGroup command')],
          }),
        ],
        'Removes the HRUs of a group from the simulation.',
      ),
      repeats: true,
    },
    line(
      ':IntersectHRUGroups',
      [
        word('name'),
        word('from'),
        // Raven looks the first group up twice and never the second (ParseHRUFile.cpp).
        word('group1', {
          refers: [
            hruGroupRef('warning', 'Invalid HRU Group used in :IntersectHRUGroups command. Command ignored', {
              warning: 'ParseHRUFile#16',
            }),
          ],
        }),
        word('and'),
        word('group2'),
      ],
      'Adds the HRUs common to two groups to a group (name From G1 And G2).',
    ),
    line(
      ':MergeHRUGroups',
      [
        word('name'),
        word('from'),
        variadic(
          word('groups', { refers: [hruGroupRef('error', 'invalid HRU group reference used in command')] }),
        ),
      ],
      'Adds the HRUs of several groups to a group (name From G1 G2 …).',
    ),

    // Subbasin groups.
    {
      name: ':SubBasinGroup',
      args: [word('name')],
      block: {
        end: { exact: [':EndSubBasinGroup'] },
        closedAtEof: true,
        rows: { columns: [variadic(int('sb_ids'))], numeric: true },
      },
      doc: 'Lists the subbasins of a group, several IDs per line.',
    },
    line(
      ':PopulateSubBasinGroup',
      [
        word('name'),
        word('with'),
        // Any base but SUBBASINS does nothing; an unknown condition is warned about ("Incorrect formatting").
        oneOf('condition_base', ['SUBBASINS'], 'ignored'),
        oneOf(
          'condition',
          ['NOTWITHIN', 'WITHIN', 'UPSTREAM_OF', 'UPSTREAM_OF_INCLUSIVE', 'NOT_UPSTREAM_OF', 'DOWNSTREAM_OF'],
          'warning',
          { unknownWarning: 'ParseHRUFile#14' },
        ),
        word('value', {
          refers: [
            subbasinGroupRef('error', ':PopulateSubBasinGroup: invalid SB group reference used in command', {
              when: { condition_base: ['SUBBASINS'], condition: ['WITHIN', 'NOTWITHIN'] },
            }),
          ],
        }),
      ],
      'Adds the subbasins meeting a condition to a group (name With SUBBASINS CONDITION group-or-ID).',
    ),
    {
      ...line(
        ':DisableSubBasinGroup',
        [
          word('name', {
            refers: [
              subbasinGroupRef(
                'error',
                'Invalid Subbasin Group name supplied in :DisableSubBasinGroup command',
              ),
            ],
          }),
        ],
        'Removes the subbasins of a group from the simulation.',
      ),
      repeats: true,
    },
    line(
      ':IntersectSubBasinGroups',
      [
        word('name'),
        word('from'),
        word('group1', { refers: [INTERSECT_SB_GROUP] }),
        word('and'),
        // An unknown condition is an error (BAD_DATA_WARN).
        oneOf('condition', ['WITHIN', 'NOTWITHIN'], 'error'),
        word('group2', { refers: [INTERSECT_SB_GROUP] }),
      ],
      'Adds the subbasins of G1 that are (or are not) in G2 to a group (name From G1 And WITHIN|NOTWITHIN G2).',
    ),
    line(
      ':MergeSubBasinGroups',
      [
        word('name'),
        word('from'),
        variadic(
          word('groups', {
            refers: [
              subbasinGroupRef('error', ':MergeSubBasinGroups: invalid SB group reference used in command'),
            ],
          }),
        ),
      ],
      'Adds the subbasins of several groups to a group (name From G1 G2 …).',
    ),
    line(
      ':GaugedSubBasinGroup',
      [
        word('name', {
          refers: [
            subbasinGroupRef('error', ':GaugedSubBasinGroup: invalid SB group reference', { exactArgs: 1 }),
          ],
        }),
      ],
      'Marks the subbasins of the group as gauged and every other as ungauged.',
    ),
    line(
      ':SBGroupPropertyMultiplier',
      [
        word('group_name', {
          refers: [
            subbasinGroupRef('warning', ':SBGroupPropertyMultiplier: invalid subbasin group', {
              minArgs: 3,
              warning: 'ParseHRUFile#5',
            }),
          ],
        }),
        word('parameter_name'),
        float('mult'),
      ],
      'Multiplies a user-supplied subbasin property over a subbasin group.',
    ),
    line(
      ':SBGroupPropertyOverride',
      [
        word('group_name', {
          refers: [
            subbasinGroupRef('warning', ':SBGroupPropertyOverride: invalid subbasin group', {
              minArgs: 3,
              warning: 'ParseHRUFile#9',
            }),
          ],
        }),
        word('parameter_name'),
        float('value'),
      ],
      'Sets a subbasin property over a subbasin group.',
    ),
  ],
  dispatchedNames: 24,
  strayLine: 'fatal',
  // ParseHRUPropsFile warns of an unknown command only when run with -noisy: otherwise it says nothing.
  redirectDepth: 2,
  redirectAnchor: 'rvt',
};
