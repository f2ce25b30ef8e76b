/** The .rvp catalogue: class definitions, parameter tables, channel profiles and global parameters. */
import {
  CLASS_TYPES,
  COMMON_COMMENTS,
  HRU_TYPES,
  FILE_CONTROL,
  HEADER_COMMANDS,
  float,
  hruGroupRef,
  int,
  oneOf,
  optional,
  series,
  subbasinGroupRef,
  variadic,
  word,
} from './common.js';
import { CLASS_DEFINED, type Arg, type ClassKind, type CommandSpec, type FileCatalogue } from './types.js';

/** A table value that may be `_AUTO`, `_DEFAULT` or a `:ValueAlias` name. */
const param = (name: string, more: Partial<Arg> = {}): Arg => ({ name, type: 'paramValue', ...more });
const date = (name: string): Arg => ({ name, type: 'date' });

/** A single-value global parameter line. */
const globalValue = (name: string, arg: string, doc: string): CommandSpec => ({
  name,
  args: [float(arg)],
  doc,
});

/** `ParsePropArray` tables: the first `:End…` line closes them, whatever its exact spelling. */
const parameterList = (name: string, classKind: ClassKind, aliases?: readonly string[]): CommandSpec => ({
  name,
  ...(aliases ? { aliases } : {}),
  classParameters: classKind,
  block: {
    end: { prefix: ':End' },
    rows: { header: 'parameters', columns: [word('class_name'), variadic(param('values'))] },
  },
  doc: `Per-${CLASS_DEFINED[classKind]} parameter values, one row per class (or [DEFAULT]), columns named by :Parameters.`,
});

/** The twelve-month vegetation tables share `ParsePropArray` but have no header lines. */
const seasonal = (name: string, aliases: readonly string[], what: string): CommandSpec => ({
  name,
  aliases,
  classParameters: 'vegetation',
  block: { end: { prefix: ':End' }, rows: { columns: [word('name'), variadic(param('values'))] } },
  doc: `Monthly ${what} per vegetation class: the class name then twelve values (January to December).`,
});

/** The group of a property-class change: CModel::AddPropertyClassChange stops on an unknown one. */
const CLASS_CHANGE_GROUP = hruGroupRef('error', 'invalid HRU Group name', { minArgs: 3 });

/** A property-class change applied to an HRU group from a given date. */
const classChange = (name: string, classArg: string, doc: string): CommandSpec => ({
  name,
  args: [word('hru_group', { refers: [CLASS_CHANGE_GROUP] }), word(classArg), date('date')],
  doc,
});

/** `:Bedslope` is read inside both channel blocks. */
const BEDSLOPE: CommandSpec = {
  name: ':Bedslope',
  args: [float('slope')],
  doc: 'Channel bed slope (m/m), above zero.',
};

const xyTable = (name: string, end: string, y: string, doc: string): CommandSpec => ({
  name,
  block: { end: { exact: [end] }, rows: { columns: [float('x'), float(y)], numeric: true } },
  doc,
});

/** Every command the engine reads in a .rvp file. */
/**
 * The :GeochemParameter types that name a second constituent after the first (ParsePropertyFile.cpp: `shift=1`),
 * moving the process, storage and class one word on.
 */
export const GEOCHEM_TWO_CONSTITUENT_TYPES: readonly string[] = [
  'TRANSFORM_COEFF',
  'TRANSFORM_N',
  'STOICHIO_RATIO',
  'SORPT_COEFF',
  'EQFIXED_RATIO',
  'EQUIL_COEFF',
];

export const rvp: FileCatalogue = {
  fileType: 'rvp',
  comments: COMMON_COMMENTS,
  commands: [
    ...FILE_CONTROL,
    ...HEADER_COMMANDS,

    // Soil. The class tables stop only at their exact end keyword; a missing one swallows the file.
    {
      name: ':SoilClasses',
      defines: 'soil class',
      block: {
        end: { exact: [':EndSoilClasses'] },
        rows: {
          header: 'attributes',
          columns: [
            word('name'),
            optional(float('sand')),
            optional(float('clay')),
            optional(float('silt')),
            optional(float('organic')),
          ],
        },
      },
      doc: 'Soil classes; mineral fractions are read only when all four are given, otherwise defaults apply.',
    },
    {
      name: ':SoilProfiles',
      defines: 'soil profile',
      block: {
        end: { exact: [':EndSoilProfiles'] },
        rows: { columns: [word('name'), int('num_horizons'), optional(variadic(word('horizons')))] },
      },
      doc: 'Soil profiles: name, horizon count, then soil class and thickness (m) per horizon, top down.',
    },
    parameterList(':SoilParameterList', 'soil'),

    // Land use. :SnowParameterList is an older spelling the engine sends down the same path.
    {
      name: ':LandUseClasses',
      defines: 'land use class',
      block: {
        end: { exact: [':EndLandUseClasses'] },
        rows: {
          header: 'attributes',
          columns: [word('name'), float('impermeable_frac'), float('forest_coverage')],
        },
      },
      doc: 'Land use classes with impermeable fraction and forest cover fraction.',
    },
    parameterList(':LandUseParameterList', 'landuse', [':SnowParameterList']),
    classChange(
      ':LandUseChange',
      'land_use_class',
      'Switches the HRUs of a group to another land use class on a date.',
    ),

    // Vegetation. The "Relative" spellings share the code path of the "Canopy" ones.
    {
      name: ':VegetationClasses',
      defines: 'vegetation class',
      block: {
        end: { exact: [':EndVegetationClasses'] },
        rows: {
          header: 'attributes',
          columns: [word('name'), float('max_ht'), float('max_lai'), float('max_leaf_cond')],
        },
      },
      doc: 'Vegetation classes with maximum height (m), maximum LAI and maximum leaf conductance (mm/s).',
    },
    seasonal(':SeasonalCanopyLAI', [':SeasonalRelativeLAI'], 'relative leaf area index'),
    seasonal(':SeasonalCanopyHeight', [':SeasonalRelativeHeight'], 'relative canopy height'),
    parameterList(':VegetationParameterList', 'vegetation'),
    classChange(
      ':VegetationChange',
      'veg_class',
      'Switches the HRUs of a group to another vegetation class on a date.',
    ),

    // Aquifers: the case body only logs, so any table lines after it would reach the dispatcher.
    {
      name: ':AquiferClasses',
      args: [optional(variadic(word('text')))],
      doc: 'Obsolete: accepted and ignored; rows after it are not read as a table.',
    },

    // Channels.
    {
      name: ':ChannelProfile',
      defines: 'channel profile',
      args: [word('name')],
      block: {
        end: { exact: [':EndChannelProfile'] },
        children: [
          BEDSLOPE,
          xyTable(
            ':SurveyPoints',
            ':EndSurveyPoints',
            'elevation',
            'Cross-section survey points: offset x (m) and bed elevation (m).',
          ),
          xyTable(
            ':RoughnessZones',
            ':EndRoughnessZones',
            'mannings_n',
            "Manning's n zones, each starting at offset x (m).",
          ),
        ],
      },
      doc: 'A channel cross-section from survey points and roughness zones.',
    },
    {
      name: ':ChannelRatingCurves',
      defines: 'channel profile',
      args: [optional(word('name'))],
      block: {
        end: { exact: [':EndChannelRatingCurves'] },
        children: [
          BEDSLOPE,
          {
            name: ':StageRelations',
            block: {
              end: { exact: [':EndStageRelations'] },
              rows: {
                columns: [
                  float('stage'),
                  float('area'),
                  float('top_width'),
                  float('flow'),
                  optional(float('perimeter')),
                ],
                numeric: true,
              },
            },
            doc: 'Rating table rows: stage, area, top width, flow and optional wetted perimeter.',
          },
        ],
      },
      doc: 'A channel given by rating curves instead of a surveyed cross-section.',
    },
    {
      name: ':TrapezoidalChannel',
      defines: 'channel profile',
      args: [
        word('name'),
        float('bottom_width'),
        float('bottom_elev'),
        float('sidewall_ratio'),
        float('mannings_n'),
        float('bedslope'),
      ],
      doc: 'A trapezoidal channel profile in one line.',
    },
    {
      name: ':CircularConduit',
      defines: 'channel profile',
      args: [word('name'), float('diameter'), float('bottom_elev'), float('mannings_n'), float('bedslope')],
      doc: 'A circular conduit (pipe) profile in one line.',
    },

    // Terrain.
    {
      name: ':TerrainClasses',
      defines: 'terrain class',
      block: {
        end: { exact: [':EndTerrainClasses'] },
        rows: {
          header: 'attributes',
          columns: [
            word('name'),
            float('hillslope_length'),
            float('drainage_density'),
            optional(float('topmodel_lambda')),
          ],
        },
      },
      doc: 'Terrain classes with hillslope length, drainage density and optional TOPMODEL lambda.',
    },
    parameterList(':TerrainParameterList', 'terrain'),

    // Global parameters: older dedicated commands kept beside the generic :GlobalParameter.
    globalValue(':AdiabaticLapseRate', 'adiabatic_lapse', 'Adiabatic temperature lapse rate (deg C/km).'),
    {
      name: ':UBCTempLapseRates',
      args: ['a0tlxm', 'a0tlnm', 'a0tlxh', 'a0tlnh', 'p0tedl', 'p0tedu'].map((n) => float(n)),
      doc: 'UBC watershed model temperature lapse-rate parameters.',
    },
    {
      name: ':UBCPrecipLapseRates',
      args: ['e0llow', 'e0lmid', 'e0lhi', 'p0gradl', 'p0gradm', 'p0gradu', 'a0stab'].map((n) => float(n)),
      doc: 'UBC watershed model precipitation lapse-rate parameters.',
    },
    globalValue(':UBCEvapLapseRates', 'a0pela', 'UBC watershed model evaporation lapse rate.'),
    {
      name: ':WetAdiabaticLapse',
      args: [float('wet_adiabatic_lapse'), optional(float('a0pptp'))],
      doc: 'Wet adiabatic lapse rate, with the optional UBC A0PPTP parameter.',
    },
    globalValue(
      ':ReferenceMaxTemperatureRange',
      'max_range_temp',
      'UBC reference maximum daily temperature range.',
    ),
    {
      name: ':UBCSnowParams',
      args: ['min_snow_albedo', 'max_snow_albedo', 'albrec', 'albase', 'albsnw', 'max_cum_melt'].map((n) =>
        float(n),
      ),
      doc: 'UBC watershed model snow albedo parameters.',
    },
    {
      name: ':RainSnowTransition',
      args: [float('temp'), float('delta')],
      doc: 'Rain/snow transition temperature and range (deg C); same as RAINSNOW_TEMP and RAINSNOW_DELTA.',
    },
    globalValue(':IrreducibleSnowSaturation', 'snow_swi', 'Maximum liquid water content of snow (fraction).'),
    globalValue(':UBCGroundwaterSplit', 'split', 'UBC split fraction between upper and deep groundwater.'),
    globalValue(':PrecipitationLapseRate', 'precip_lapse', 'Precipitation lapse rate (mm/d/km).'),
    globalValue(':UBCExposureFactor', 'value', 'UBC sun exposure factor of forested areas.'),
    globalValue(':UBCCloudPenetration', 'value', 'UBC fraction of solar radiation penetrating cloud cover.'),
    globalValue(':UBCLWForestFactor', 'value', 'UBC longwave correction factor for forest.'),
    globalValue(':UBCFlashPonding', 'value', 'UBC ponding threshold for flash factor.'),
    globalValue(':AirSnowCoeff', 'value', 'Air/snow heat transfer coefficient.'),
    globalValue(':AvgAnnualSnow', 'value', 'Average annual snowfall (mm SWE).'),
    globalValue(':AvgAnnualRunoff', 'value', 'Average annual runoff (mm/yr), used for reference flows.'),
    {
      name: ':GlobalParameter',
      args: [word('param_name'), float('value')],
      doc: 'Sets one global parameter by name.',
    },
    {
      name: ':GlobalParameterOverride',
      args: [
        word('param_name'),
        // Looked up in CModel::InitializeParameterOverrides, once every file is read.
        word('sb_group', {
          refers: [
            subbasinGroupRef('error', 'Invalid subbasin group in :LocalParameterOverride command', {
              minArgs: 3,
              atInitialize: true,
            }),
          ],
        }),
        float('value'),
      ],
      doc: 'Overrides a global parameter within one subbasin group.',
    },
    {
      name: ':SBGroupOverrideWeights',
      args: [word('param_name'), word('sb_group'), variadic(float('weights'))],
      doc: 'Blending weights for a subbasin group: N weights, or N-1 uniform numbers to derive them from.',
    },
    {
      name: ':UBCNorthSWCorr',
      args: [variadic(float('values'))],
      doc: 'Twelve monthly UBC shortwave corrections for north-facing slopes.',
    },
    {
      name: ':UBCSouthSWCorr',
      args: [variadic(float('values'))],
      doc: 'Twelve monthly UBC shortwave corrections for south-facing slopes.',
    },

    // Transport. The argument layout shifts by one for the two-constituent parameter types.
    {
      name: ':GeochemParameter',
      args: [
        oneOf(
          'param_type',
          ['DECAY_COEFF', 'UPTAKE_COEFF', ...GEOCHEM_TWO_CONSTITUENT_TYPES],
          // ParsePropertyFile has no else: an unknown type is passed on unset, unchecked.
          'ignored',
        ),
        word('constituent'),
        variadic(word('rest')),
      ],
      doc: 'A geochemistry parameter: constituent {constituent2} process {compartment} {class} value.',
    },

    // Time-varying and scheduled changes.
    series(
      ':TransientParameter',
      [
        word('param_name'),
        // An unknown class stops the run at once (BAD_DATA).
        oneOf('class_type', CLASS_TYPES, 'fatal'),
        optional(word('class_name')),
      ],
      'A parameter that varies in time, given as a time series for one class (or globally).',
    ),
    {
      name: ':HRUTypeChange',
      // CModel::AddPropertyClassChange rejects an unknown HRU type with BAD_DATA_WARN.
      args: [
        word('hru_group', { refers: [CLASS_CHANGE_GROUP] }),
        oneOf('hru_type', HRU_TYPES, 'error'),
        date('date'),
      ],
      doc: 'Switches the HRUs of a group to another HRU type on a date.',
    },

    // Aliases only apply to tables read after the alias line. The engine's case falls through into
    // :GeochemParameter, which rejects a three-token line as too short, so a normal alias line is unaffected.
    {
      name: ':ValueAlias',
      args: [word('name'), { name: 'value', type: 'autoFloat' }],
      doc: 'Names a value (the name must start with _) for later use in parameter tables.',
    },
  ],
  dispatchedNames: 52,
  strayLine: 'fatal',
  unknownCommandWarning: 'ParsePropertyFile#22',
  redirectDepth: 1,
  redirectAnchor: 'rvp',
};
