/** The six sections and Config. */
export { Config, SECTIONS, type SectionType } from './config.js';
export { RV } from './rv.js';
export { RVC } from './rvc.js';
export { RVE } from './rve.js';
export { RVH } from './rvh.js';
export { RVI } from './rvi.js';
export { RVP } from './rvp.js';
export { RVT } from './rvt.js';
