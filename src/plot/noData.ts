/** The error of a plot that has nothing to draw (no time steps, an unknown basin, no processes). */
export class NoData extends Error {
  override name = 'NoData';
}
