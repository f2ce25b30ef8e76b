/**
 * `gridWeights`: the library call behind `rvkit gridweights`, from file paths to the weights and every message
 * about the inputs.
 */
import { crsOf, NORTH_POLE_LAEA, type Crs } from './crs.js';
import { computeGridWeights, type GridWeightsResult, type WeightOptions } from './gridWeights.js';
import type { GeoMessage } from './messages.js';
import { readNetcdfGrid, type GridOptions, type LonLatGrid } from './netcdfGrid.js';
import { readUnits, type Unit } from './polygons.js';
import { readVectorFile } from './vectorFile.js';

/** Everything `gridWeights` takes besides the two paths. */
export interface GridWeightsOptions extends GridOptions, Omit<WeightOptions, 'areaCrs'> {
  /** The attribute of the polygons holding the HRU (or subbasin) ID. */
  readonly idField: string;
  /** The polygons' CRS, when their file declares none (`EPSG:4326`, WKT or a PROJ string). */
  readonly crs?: string;
  /** The equal-area plane of the computation (default EPSG:3573, as the reference library). */
  readonly areaCrs?: string;
  /** Combine the polygons that share an ID (subbasin weights from HRU polygons). */
  readonly dissolve?: boolean;
  /** The layer of a GeoPackage or of a zip holding several shapefiles. */
  readonly layer?: string;
}

/** The weights with what they were computed from. */
export interface GridWeightsRun {
  readonly result: GridWeightsResult;
  readonly units: readonly Unit[];
  readonly grid: LonLatGrid;
  readonly areaCrs: Crs;
  /** Notes and warnings about the inputs (errors are thrown as GeoInputError). */
  readonly messages: readonly GeoMessage[];
}

/** Grid weights of the polygons of `polygonsPath` on the grid of the NetCDF file `gridPath`. */
export async function gridWeights(
  polygonsPath: string,
  gridPath: string,
  options: GridWeightsOptions,
): Promise<GridWeightsRun> {
  const areaCrs = options.areaCrs ? crsOf(options.areaCrs, '--area-crs') : NORTH_POLE_LAEA;
  const layer = await readVectorFile(polygonsPath, { layer: options.layer });
  const crs = options.crs ? crsOf(options.crs, '--crs') : undefined;
  const { units, messages } = readUnits(layer, {
    idField: options.idField,
    crs,
    dissolve: options.dissolve,
    areaCrs,
  });
  const grid = await readNetcdfGrid(gridPath, options);
  const result = computeGridWeights(units, grid, { ...options, areaCrs });
  const notes: GeoMessage[] = [
    {
      severity: 'note',
      where: polygonsPath,
      message: `${units.length} ${options.unitName ?? 'HRU'}${units.length === 1 ? '' : 's'} by ${options.idField}, in ${(crs ?? layer.crs)!.name} (${crs ? '--crs' : layer.crsSource})`,
    },
    {
      severity: 'note',
      where: gridPath,
      message: `${grid.ny} rows (${grid.yDim}) × ${grid.nx} columns (${grid.xDim}) from ${grid.latName}/${grid.lonName}, cell corners ${grid.cornersFrom}; areas in ${areaCrs.name}`,
    },
  ];
  return { result, units, grid, areaCrs, messages: [...notes, ...messages, ...result.messages] };
}
