/**
 * `gridWeights`: the library call behind `rvkit gridweights`, from file paths to the weights and every message
 * about the inputs.
 */
import { crsOf, NORTH_POLE_LAEA, type Crs } from './crs.js';
import {
  computeGridWeights,
  weightsOnCells,
  type GridWeightsResult,
  type WeightOptions,
} from './gridWeights.js';
import { shapeCells } from './shapeCells.js';
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
  /** For a grid given as polygons: the attribute numbering the cells from 0 (default NetCDF_col). */
  readonly cellField?: string;
}

/** True when the grid is a vector file of cell polygons, not a NetCDF file. */
export function isShapeGrid(path: string): boolean {
  return /\.(shp|zip|geojson|json|gpkg)$/i.test(path);
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
  let grid: LonLatGrid;
  let result: GridWeightsResult;
  if (isShapeGrid(gridPath)) {
    const cellsLayer = await readVectorFile(gridPath);
    const cellField = options.cellField ?? 'NetCDF_col';
    const cells = shapeCells(cellsLayer, cellField, areaCrs);
    grid = {
      path: gridPath,
      nx: 1,
      ny: cells.count,
      xDim: cellField,
      yDim: cellField,
      latName: '',
      lonName: '',
      corners: new Float64Array(0),
      cornersFrom: `the polygons of ${gridPath} numbered by ${cellField}`,
    };
    result = weightsOnCells(units, cells, gridPath, () => `the polygons of ${gridPath}`, {
      ...options,
      areaCrs,
    });
  } else {
    grid = await readNetcdfGrid(gridPath, options);
    result = computeGridWeights(units, grid, { ...options, areaCrs });
  }
  const notes: GeoMessage[] = [
    {
      severity: 'note',
      where: polygonsPath,
      message: `${units.length} ${options.unitName ?? 'HRU'}${units.length === 1 ? '' : 's'} by ${options.idField}, in ${(crs ?? layer.crs)!.name} (${crs ? '--crs' : layer.crsSource})`,
    },
    {
      severity: 'note',
      where: gridPath,
      message: grid.latName
        ? `${grid.ny} rows (${grid.yDim}) × ${grid.nx} columns (${grid.xDim}) from ${grid.latName}/${grid.lonName}, cell corners ${grid.cornersFrom}; areas in ${areaCrs.name}`
        : `${grid.ny} cells: ${grid.cornersFrom}; areas in ${areaCrs.name}`,
    },
  ];
  return { result, units, grid, areaCrs, messages: [...notes, ...messages, ...result.messages] };
}
