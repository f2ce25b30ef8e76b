/**
 * `gridWeights`: the library call behind `rvkit gridweights`, from file paths to the weights and every message
 * about the inputs.
 */
import { crsOf, NORTH_POLE_LAEA, type Crs } from './crs.js';
import {
  computeGridWeights,
  weightsOnCells,
  type GridWeightsResult,
  type PlaneCells,
  type WeightOptions,
} from './gridWeights.js';
import { shapeCells } from './shapeCells.js';
import { shapeBounds, type Bounds } from './shapes.js';
import { isPointLayer, stationCells } from './stationCells.js';
import { hrusOfLayer, weightsPerHru, type HruInSubbasin } from './subbasinWeights.js';
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
  /** The CRS of a grid given as a vector file, when its file declares none. */
  readonly gridCrs?: string;
  /** The equal-area plane of the computation (default EPSG:3573, as the reference library). */
  readonly areaCrs?: string;
  /** Combine the polygons that share an ID (subbasin weights from HRU polygons). */
  readonly dissolve?: boolean;
  /** The layer of a GeoPackage or of a zip holding several shapefiles. */
  readonly layer?: string;
  /**
   * For a grid given as polygons: the attribute numbering the cells from 0 (default NetCDF_col); for stations
   * given as points, the attribute numbering the stations (default: the order of the features).
   */
  readonly cellField?: string;
  /**
   * Subbasin-level weights: the attribute holding each polygon's subbasin ID. The weights are computed per
   * subbasin (its polygons combined) and given to each of its HRUs: those of `hrus` when given, else the HRU
   * IDs of `idField` in the same polygons.
   */
  readonly subbasinField?: string;
  /** With `subbasinField`: the HRUs and their subbasins (a model's :HRUs), in place of the polygons' HRU IDs. */
  readonly hrus?: readonly HruInSubbasin[];
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
  /** For a grid given as polygons or points: its cells in the plane (the map draws them). */
  readonly cells?: PlaneCells;
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
  const bySubbasin = options.subbasinField !== undefined;
  const { units, messages } = readUnits(layer, {
    idField: options.subbasinField ?? options.idField,
    crs,
    dissolve: options.dissolve || bySubbasin,
    areaCrs,
  });
  const weightOptions = { ...options, areaCrs, unitName: bySubbasin ? 'subbasin' : options.unitName };
  let grid: LonLatGrid;
  let result: GridWeightsResult;
  let planeCells: PlaneCells | undefined;
  const gridMessages: GeoMessage[] = [];
  if (isShapeGrid(gridPath)) {
    const cellsLayer = await readVectorFile(gridPath);
    const gridCrs = options.gridCrs ? crsOf(options.gridCrs, '--grid-crs') : undefined;
    if (isPointLayer(cellsLayer)) {
      const stations = stationCells(cellsLayer, options.cellField, areaCrs, unitsBounds(units), gridCrs);
      gridMessages.push(...stations.messages);
      planeCells = stations.cells;
      grid = {
        path: gridPath,
        nx: 1,
        ny: stations.cells.count,
        xDim: 'station',
        yDim: 'station',
        latName: '',
        lonName: '',
        corners: new Float64Array(0),
        cornersFrom: `the Thiessen polygons of the stations of ${gridPath}`,
      };
      result = weightsOnCells(
        units,
        stations.cells,
        gridPath,
        () => `the stations of ${gridPath}`,
        weightOptions,
      );
    } else {
      const cellField = options.cellField ?? 'NetCDF_col';
      const cells = shapeCells(cellsLayer, cellField, areaCrs, gridCrs);
      planeCells = cells;
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
      result = weightsOnCells(units, cells, gridPath, () => `the polygons of ${gridPath}`, weightOptions);
    }
  } else {
    grid = await readNetcdfGrid(gridPath, options);
    result = computeGridWeights(units, grid, weightOptions);
  }
  if (bySubbasin) {
    const hrus = options.hrus ?? hrusOfLayer(layer, options.idField, options.subbasinField!);
    result = weightsPerHru(result, hrus, options.hrus ? 'the model' : polygonsPath);
    gridMessages.push({
      severity: 'note',
      where: polygonsPath,
      message: `subbasin-level weights: ${units.length} subbasins by ${options.subbasinField}, their weights given to their ${hrus.length} HRUs (${options.hrus ? "the model's :HRUs" : `by ${options.idField}`})`,
    });
  }
  const notes: GeoMessage[] = [
    {
      severity: 'note',
      where: polygonsPath,
      message: `${units.length} ${bySubbasin ? 'subbasin' : (options.unitName ?? 'HRU')}${units.length === 1 ? '' : 's'} by ${options.subbasinField ?? options.idField}, in ${(crs ?? layer.crs)!.name} (${crs ? '--crs' : layer.crsSource})`,
    },
    {
      severity: 'note',
      where: gridPath,
      message: grid.latName
        ? `${grid.ny} rows (${grid.yDim}) × ${grid.nx} columns (${grid.xDim}) from ${grid.latName}/${grid.lonName}, cell corners ${grid.cornersFrom}; areas in ${areaCrs.name}`
        : `${grid.ny} ${grid.xDim === 'station' ? 'stations' : 'cells'}: ${grid.cornersFrom}; areas in ${areaCrs.name}`,
    },
  ];
  return {
    result,
    units,
    grid,
    cells: planeCells,
    areaCrs,
    messages: [...notes, ...messages, ...gridMessages, ...result.messages],
  };
}

/** The bounds of all units in the plane. */
function unitsBounds(units: readonly Unit[]): Bounds {
  const all: Bounds = [Infinity, Infinity, -Infinity, -Infinity];
  for (const u of units) {
    const b = shapeBounds(u.shape);
    all[0] = Math.min(all[0], b[0]);
    all[1] = Math.min(all[1], b[1]);
    all[2] = Math.max(all[2], b[2]);
    all[3] = Math.max(all[3], b[3]);
  }
  return all;
}
