/** The .rvt catalogue (work in progress: being filled from the engine's parser). */
import { COMMON_COMMENTS, FILE_CONTROL, HEADER_COMMANDS } from './common.js';
import type { FileCatalogue } from './types.js';

/** Every command the engine reads in a .rvt file. */
export const rvt: FileCatalogue = {
  fileType: 'rvt',
  comments: COMMON_COMMENTS,
  commands: [...FILE_CONTROL, ...HEADER_COMMANDS],
  dispatchedNames: 0,
  strayLine: 'error',
  redirectDepth: 1,
  redirectAnchor: 'rvt',
};
