/** The geo layer: grid weights from polygons and NetCDF grids, and models from the BasinMaker routing product. */
export { crsOf, CrsError, NORTH_POLE_LAEA, WGS84, type Crs } from './crs.js';
export {
  computeGridWeights,
  type GridWeightsResult,
  type UnitCoverage,
  type WeightOptions,
} from './gridWeights.js';
export { gridWeightsModel, gridWeightsText } from './gridWeightsBlock.js';
export { gridWeights, type GridWeightsOptions, type GridWeightsRun } from './makeGridWeights.js';
export { weightsGeoJson, type FeatureCollection } from './mapExport.js';
export { formatMessage, GeoInputError, type GeoMessage, type Severity } from './messages.js';
export { readNetcdfGrid, type GridOptions, type LonLatGrid } from './netcdfGrid.js';
export { readUnits, type Unit, type UnitOptions } from './polygons.js';
export { readVectorFile, VectorFileError, type VectorFeature, type VectorLayer } from './vectorFile.js';
export {
  routingProductModel,
  type AspectConvention,
  type RoutingOptions,
  type RoutingProductModel,
} from './basinmaker/routingProduct.js';
export { MISSING as BASINMAKER_MISSING } from './basinmaker/columns.js';
export { weightsMapSpec } from './mapSpec.js';
export {
  matchHrus,
  modelGrids,
  modelHrus,
  weightsIntoModel,
  type IntoModelOptions,
  type ModelChange,
  type ModelGrid,
} from './modelWeights.js';
export { hrusOfLayer, weightsPerHru, type HruInSubbasin } from './subbasinWeights.js';
