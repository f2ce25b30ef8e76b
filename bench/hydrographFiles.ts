/**
 * The output bench's files: a 50-year daily Hydrographs-like NetCDF-4 file (as CDL for ncgen, each variable
 * deflated in one chunk) and the same content as Hydrographs.csv, for `bench/output.ts` and `bench/versus.ts`.
 */
/** Years of daily steps. */
export const YEARS = 50;
/** Basins (columns). */
export const BASINS = 10;
const START = Date.UTC(1960, 0, 1);
/** Daily steps of the files (the first day included). */
export const HYDROGRAPH_STEPS = Math.round(YEARS * 365.25) + 1;

/** A daily flow-like value, different per basin and step, with gaps in the observations. */
function flow(step: number, basin: number): number {
  return (
    Math.round((10 + basin + 8 * Math.sin((2 * Math.PI * step) / 365.25) + (step % 7) * 0.37) * 1e4) / 1e4
  );
}

/** The CDL text of the NetCDF file (`ncgen -k nc4` makes the file). */
export function hydrographsCdl(steps: number): string {
  const rows = (value: (step: number, basin: number) => string): string =>
    Array.from({ length: steps }, (_, t) =>
      Array.from({ length: BASINS }, (_, b) => value(t, b)).join(', '),
    ).join(',\n  ');
  const variable = (name: string, longName: string): string =>
    [
      `\tdouble ${name}(time, nbasins) ;`,
      `\t\t${name}:units = "m**3 s**-1" ;`,
      `\t\t${name}:long_name = "${longName}" ;`,
      `\t\t${name}:_FillValue = -9999. ;`,
      `\t\t${name}:missing_value = -9999. ;`,
      `\t\t${name}:coordinates = "basin_name" ;`,
      `\t\t${name}:_DeflateLevel = 6 ;`,
      `\t\t${name}:_ChunkSizes = ${steps}, ${BASINS} ;`,
    ].join('\n');
  return `netcdf Hydrographs {
dimensions:
\ttime = UNLIMITED ;
\tnbasins = ${BASINS} ;
variables:
\tdouble time(time) ;
\t\ttime:units = "hours since 1960-01-01 00:00:00" ;
\t\ttime:calendar = "gregorian" ;
\t\ttime:_DeflateLevel = 6 ;
\t\ttime:_ChunkSizes = ${steps} ;
\tdouble precip(time) ;
\t\tprecip:_FillValue = -9999. ;
\t\tprecip:_DeflateLevel = 6 ;
\tstring basin_name(nbasins) ;
\t\tbasin_name:cf_role = "timeseries_id" ;
${variable('q_sim', 'Simulated outflows')}
${variable('q_obs', 'Observed outflows')}
data:
 time = ${Array.from({ length: steps }, (_, t) => t * 24).join(', ')} ;
 precip = _, ${Array.from({ length: steps - 1 }, (_, t) => (t % 5) * 1.25).join(', ')} ;
 basin_name = ${Array.from({ length: BASINS }, (_, b) => `"${b + 1}"`).join(', ')} ;
 q_sim =
  ${rows((t, b) => String(flow(t, b)))} ;
 q_obs =
  ${rows((t, b) => (t === 0 || (t + b) % 11 === 0 ? '_' : String(flow(t, b) * 1.1)))} ;
}
`;
}

/** The same content as Raven writes Hydrographs.csv. */
export function hydrographsCsv(steps: number): string {
  const header = ['time', 'date', 'hour', 'precip [mm/day]'];
  for (let b = 0; b < BASINS; b++) header.push(`ID=${b + 1} [m3/s]`, `ID=${b + 1} (observed) [m3/s]`);
  const lines = [header.join(',')];
  for (let t = 0; t < steps; t++) {
    const date = new Date(START + t * 86_400_000).toISOString().slice(0, 10);
    const cells = [String(t), date, '00:00:00.00', t === 0 ? '---' : String(((t - 1) % 5) * 1.25)];
    for (let b = 0; b < BASINS; b++) {
      cells.push(String(flow(t, b)), t === 0 || (t + b) % 11 === 0 ? '' : String(flow(t, b) * 1.1));
    }
    lines.push(cells.join(','));
  }
  return `${lines.join('\n')}\n`;
}
