/**
 * The .rvg catalogue: the groundwater file of a model coupled with MODFLOW-USG, read by `ParseGWFile`.
 *
 * Its tables fix their columns in the engine. Inside them, `:Attributes`, `:Units` and (in all but
 * `:OverlapWeights`) `:Parameters` lines are skipped wherever they appear, none being required; they are
 * nested keywords here rather than a `header`, which would require them in order before the rows.
 */
import {
  END,
  HEADER_COMMANDS,
  NAME_HEADER,
  REDIRECT_TO_FILE,
  RVG_COMMENTS,
  float,
  int,
  oneOf,
  optional,
  variadic,
  word,
} from './common.js';
import type { Arg, CommandSpec, FileCatalogue } from './types.js';

// ---------------------------------------------------------------------------------------------------------
// Table header lines: names for other tools; the engine skips them.
// ---------------------------------------------------------------------------------------------------------

const skippedHeader = (name: string): CommandSpec => ({
  name,
  args: [optional(variadic(word('names')))],
  doc: 'Column names or units for other tools; skipped by the engine.',
});

const ATTRIBUTES = skippedHeader(':Attributes');
const UNITS = skippedHeader(':Units');
const PARAMETERS = skippedHeader(':Parameters');

/** Builds an .rvg table: nested keywords, then fixed columns (extra values on a row are ignored). */
function table(
  name: string,
  children: readonly CommandSpec[],
  columns: readonly Arg[],
  doc: string,
): CommandSpec {
  return {
    name,
    block: { end: { exact: [`:End${name.slice(1)}`] }, children, rows: { columns } },
    doc,
  };
}

// ---------------------------------------------------------------------------------------------------------
// MODFLOW-USG set-up.
// ---------------------------------------------------------------------------------------------------------

const SETUP: readonly CommandSpec[] = [
  {
    name: ':NameFile',
    // One token: the path cannot hold spaces. Relative paths are taken from the .rvg's directory.
    args: [{ name: 'filename', type: 'path' }],
    doc: 'The MODFLOW-USG name file of the groundwater model (required; must exist).',
  },
  {
    name: ':RavenCBCUnitNumber',
    args: [int('unit_number')],
    doc: 'MODFLOW-USG unit number to which cell-by-cell flows are written.',
  },
  {
    name: ':RechargeOptionCode',
    args: [int('option')],
    doc: 'Where recharge enters the groundwater model: 1 (top layer) or 3 (highest active cell).',
  },
];

// ---------------------------------------------------------------------------------------------------------
// Tables. A row that is too short ends the table early (the rest of the block is then read as top-level
// lines).
// ---------------------------------------------------------------------------------------------------------

const TABLES: readonly CommandSpec[] = [
  // :OverlapWeights does not skip :Parameters (such a line would be read as a row).
  table(
    ':OverlapWeights',
    [ATTRIBUTES, UNITS],
    [int('hru_id'), int('cell'), float('weight')],
    'Share of each first-layer cell covered by each HRU (0 to 1; a cell adds up to at most 1).',
  ),
  table(
    ':Recharge',
    [
      PARAMETERS,
      ATTRIBUTES,
      UNITS,
      {
        name: ':NumNodes',
        args: [int('count')],
        doc: 'Number of recharge cells; must come before the rows.',
      },
    ],
    [int('cell'), float('recharge')],
    'Recharge flux of first-layer cells.',
  ),
  {
    ...table(
      ':ETProperties',
      [
        PARAMETERS,
        ATTRIBUTES,
        UNITS,
        {
          name: ':NumberRecords',
          args: [optional(int('count'))],
          doc: 'Number of records; not used by the engine.',
        },
      ],
      [int('id'), int('cell'), float('pet_max'), float('extinction_depth')],
      'Groundwater evapotranspiration properties; rows of exactly four values, read but not yet used.',
    ),
    // The engine rejects any argument on the command line (and then skips the block).
    args: [],
  },
  table(
    ':Drains',
    [
      PARAMETERS,
      ATTRIBUTES,
      UNITS,
      { name: ':NumDrains', args: [int('count')], doc: 'Number of drains; must come before the rows.' },
    ],
    [int('cell'), float('elevation'), float('conductance')],
    'Drains that remove groundwater from first-layer cells above an elevation, limited by a conductance.',
  ),
  table(
    ':GWRiverConnection',
    [
      PARAMETERS,
      ATTRIBUTES,
      UNITS,
      {
        name: ':Segments',
        args: [int('count')],
        doc: 'Number of river segments; must come before the rows.',
      },
      {
        name: ':Mode',
        // CGWRiverConnection::SetMode and SetCondType stop at once (BAD_DATA) on any other word.
        args: [oneOf('mode', ['RIVER', 'DRAIN'], 'fatal')],
        doc: 'RIVER uses the river elevation in the exchange; DRAIN only removes groundwater.',
      },
      {
        name: ':CondType',
        args: [oneOf('cond_type', ['CONDUCTANCE', 'COND', 'UNITCOND'], 'fatal')],
        doc: 'Conductances per segment (CONDUCTANCE or COND) or per unit length (UNITCOND).',
      },
    ],
    [
      int('node_1'),
      int('node_2'),
      int('node_3'),
      float('start_weight_1'),
      float('start_weight_2'),
      float('start_weight_3'),
      float('end_weight_1'),
      float('end_weight_2'),
      float('end_weight_3'),
      float('length'),
      float('start_elevation'),
      float('end_elevation'),
      float('start_conductance'),
      float('end_conductance'),
      int('subbasin_id'),
    ],
    'River segments linking subbasins to the three cells around each segment (barycentric weights at both ends).',
  ),
];

/** Every command the engine reads in a .rvg file. */
export const rvg: FileCatalogue = {
  fileType: 'rvg',
  comments: RVG_COMMENTS,
  // No :IfModeEquals / :EndIfModeEquals in the .rvg.
  commands: [REDIRECT_TO_FILE, END, ...HEADER_COMMANDS, NAME_HEADER, ...SETUP, ...TABLES],
  dispatchedNames: 10,
  strayLine: 'error',
  unknownCommandWarning: 'ParseGWFile#2',
  redirectDepth: 1,
  redirectAnchor: 'rvg',
};
