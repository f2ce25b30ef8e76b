/**
 * The .rvl catalogue: the "live" file, re-read by `ParseLiveFile` every N days of the run (`:ReadLiveFile N`
 * in the .rvi) so that an outside program can change the model while it runs.
 *
 * The .rvl parser knows no file control (`:End`, `:RedirectToFile`, `:IfModeEquals`) and no header commands:
 * every line it does not recognise, with or without a colon, only gives a warning.
 */
import {
  CLASS_TYPES,
  COMMON_COMMENTS,
  HRU_TYPES,
  float,
  hruIdArg,
  oneOf,
  optional,
  sbIdArg,
  variadic,
  word,
} from './common.js';
import type { CommandSpec, FileCatalogue } from './types.js';

/** The HRU types the engine recognises (anything else gives a warning and changes nothing). */

// ---------------------------------------------------------------------------------------------------------
// Messages.
// ---------------------------------------------------------------------------------------------------------

const MESSAGES: readonly CommandSpec[] = [
  {
    name: ':Echo',
    args: [optional(variadic(word('text')))],
    doc: 'Prints its words to the console (separated by spaces, without a line break).',
  },
];

// ---------------------------------------------------------------------------------------------------------
// Land-surface changes, for one HRU or for every HRU of a group. An unknown HRU, group or class only gives
// a warning.
// ---------------------------------------------------------------------------------------------------------

const LAND_CHANGES: readonly CommandSpec[] = [
  {
    name: ':VegetationChange',
    args: [hruIdArg('hru_id'), word('vegetation_class')],
    doc: 'Gives one HRU a new vegetation class.',
  },
  {
    name: ':LandUseChange',
    args: [hruIdArg('hru_id'), word('land_use_class')],
    doc: 'Gives one HRU a new land use class.',
  },
  {
    name: ':GroupLandUseChange',
    args: [word('hru_group'), word('land_use_class')],
    doc: 'Gives every HRU of a group a new land use class.',
  },
  {
    name: ':GroupVegetationChange',
    args: [word('hru_group'), word('vegetation_class')],
    doc: 'Gives every HRU of a group a new vegetation class.',
  },
  {
    name: ':HRUTypeChange',
    // An unknown HRU type is warned about and the change skipped (ParseLiveFile).
    args: [
      hruIdArg('hru_id'),
      oneOf('hru_type', HRU_TYPES, 'warning', { unknownWarning: 'ParseLiveFile#9' }),
    ],
    doc: 'Gives one HRU a new type.',
  },
  {
    name: ':GroupHRUTypeChange',
    args: [
      word('hru_group'),
      oneOf('hru_type', HRU_TYPES, 'warning', { unknownWarning: 'ParseLiveFile#11' }),
    ],
    doc: 'Gives every HRU of a group a new type.',
  },
  {
    name: ':RepopulateHRUGroup',
    args: [word('hru_group')],
    block: {
      end: { exact: [':EndRepopulateHRUGroup'] },
      // HRU IDs or ranges (`10-20`), several per line.
      rows: { columns: [variadic(word('hru_ids', { idOf: 'HRU' }))] },
    },
    doc: 'Empties an existing HRU group and refills it with the listed HRU IDs or ranges.',
  },
];

// ---------------------------------------------------------------------------------------------------------
// State overrides. The subbasin must exist: the engine does not check it.
// ---------------------------------------------------------------------------------------------------------

const STATE_OVERRIDES: readonly CommandSpec[] = [
  {
    name: ':SetStreamflow',
    args: [sbIdArg('subbasin_id'), float('flow')],
    doc: 'Sets the outflow of a subbasin (m3/s).',
  },
  {
    // Quirk: the engine's codes for the two reservoir commands are crossed.
    name: ':SetReservoirFlow',
    args: [sbIdArg('subbasin_id'), float('value')],
    doc: 'Meant to set a reservoir outflow; the engine actually sets the reservoir stage to the value.',
  },
  {
    name: ':SetReservoirStage',
    args: [sbIdArg('subbasin_id'), float('value')],
    doc: 'Not implemented: the engine stops with a "stub" error when it meets this line.',
  },
  {
    name: ':UpdateParameter',
    args: [
      // ParseLiveFile has no else: an unknown class leaves the class unset and the update goes on unchecked.
      oneOf('class_type', CLASS_TYPES, 'ignored'),
      word('parameter'),
      word('class_name'),
      float('value'),
    ],
    doc: 'Sets a model parameter of one class to a new value.',
  },
];

/** Every command the engine reads in a .rvl file. */
export const rvl: FileCatalogue = {
  fileType: 'rvl',
  comments: COMMON_COMMENTS,
  commands: [...MESSAGES, ...LAND_CHANGES, ...STATE_OVERRIDES],
  dispatchedNames: 12,
  strayLine: 'warning',
  unknownCommandWarning: 'ParseLiveFile#13',
  // The .rvl has no :RedirectToFile; the schema still needs a depth.
  redirectDepth: 1,
  redirectAnchor: 'rvl',
};
