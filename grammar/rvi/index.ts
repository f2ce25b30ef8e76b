/**
 * The .rvi catalogue: every command the engine's main input parser dispatches (ParseMainInputFile), one
 * file per part of the file; the process commands live in processes.ts.
 */
import { FILE_CONTROL, HEADER_COMMANDS, NAME_HEADER, RVI_COMMENTS } from '../common.js';
import type { FileCatalogue } from '../types.js';
import { TIME_COMMANDS } from './time.js';
import { MODEL_COMMANDS } from './structure.js';
import { FORCING_METHODS } from './forcing.js';
import { BEHAVIOUR_COMMANDS } from './behaviour.js';
import { OUTPUT_COMMANDS } from './output.js';
import { FILE_COMMANDS } from './files.js';
import { GROUP_COMMANDS } from './groups.js';
import { ASSIMILATION_COMMANDS } from './assimilation.js';
import { PROCESS_COMMANDS } from './processList.js';
import { TRANSPORT_COMMANDS } from './transport.js';
import { MANAGEMENT_COMMANDS } from './management.js';

export * from './processes.js';

/** Every command the engine reads in a .rvi file. */
export const rvi: FileCatalogue = {
  fileType: 'rvi',
  comments: RVI_COMMENTS,
  commands: [
    ...FILE_CONTROL,
    ...HEADER_COMMANDS,
    NAME_HEADER,
    ...TIME_COMMANDS,
    ...MODEL_COMMANDS,
    ...FORCING_METHODS,
    ...BEHAVIOUR_COMMANDS,
    ...OUTPUT_COMMANDS,
    ...FILE_COMMANDS,
    ...GROUP_COMMANDS,
    ...ASSIMILATION_COMMANDS,
    ...PROCESS_COMMANDS,
    ...TRANSPORT_COMMANDS,
    ...MANAGEMENT_COMMANDS,
  ],
  dispatchedNames: 217,
  strayLine: 'error',
  unknownCommandWarning: 'ParseInput#134',
  redirectDepth: 1,
  redirectAnchor: 'rvt',
};
