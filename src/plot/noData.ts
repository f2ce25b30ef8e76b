/** The error of a plot that has nothing to draw (no time steps, an unknown basin, no processes). */
export class NoData extends Error {
  override name = 'NoData';
}

/** A basin asked for that the outputs do not have: names the ones they have. */
export class UnknownBasin extends NoData {
  constructor(
    readonly basin: string,
    readonly basins: readonly string[],
    where: string,
  ) {
    super(`no basin ${basin} in the ${where} (basins: ${basins.join(', ') || 'none'})`);
  }
}
