/** The command catalogue: every command the Raven engine reads, per file type. */
import { rvc } from './rvc.js';
import { rve } from './rve.js';
import { rvg } from './rvg.js';
import { rvh } from './rvh.js';
import { rvi } from './rvi/index.js';
import { rvl } from './rvl.js';
import { rvm } from './rvm.js';
import { rvp } from './rvp.js';
import { rvt } from './rvt.js';
import type { FileCatalogue, FileType } from './types.js';

export * from './types.js';
export * from './lookup.js';

/** The catalogue of every file type. */
export const CATALOGUE: Readonly<Record<FileType, FileCatalogue>> = {
  rvi,
  rvp,
  rvh,
  rvt,
  rvc,
  rve,
  rvm,
  rvl,
  rvg,
};
export * from './migrations.js';
