/** The .rvg catalogue (work in progress: being filled from the engine's parser). */
import { RVG_COMMENTS, FILE_CONTROL, HEADER_COMMANDS } from './common.js';
import type { FileCatalogue } from './types.js';

/** Every command the engine reads in a .rvg file. */
export const rvg: FileCatalogue = {
  fileType: 'rvg',
  comments: RVG_COMMENTS,
  commands: [...FILE_CONTROL, ...HEADER_COMMANDS],
  dispatchedNames: 0,
  strayLine: 'error',
  redirectDepth: 1,
  redirectAnchor: 'rvg',
};
