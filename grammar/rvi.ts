/** The .rvi catalogue (work in progress: being filled from the engine's parser). */
import { RVI_COMMENTS, FILE_CONTROL, HEADER_COMMANDS } from './common.js';
import type { FileCatalogue } from './types.js';

/** Every command the engine reads in a .rvi file. */
export const rvi: FileCatalogue = {
  fileType: 'rvi',
  comments: RVI_COMMENTS,
  commands: [...FILE_CONTROL, ...HEADER_COMMANDS],
  dispatchedNames: 0,
  strayLine: 'error',
  redirectDepth: 1,
  redirectAnchor: 'rvi',
};
