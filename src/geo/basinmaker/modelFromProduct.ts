/**
 * `modelFromBasinMaker`: a runnable model from a routing product and a gridded forcing file, the library call
 * of `rvkit new EMULATOR DIR --from-basinmaker PRODUCT --forcing FILE.nc`: the emulator's processes and
 * parameters, the product's subbasins, HRUs (their classes the emulator's land and lake classes), lakes and
 * channel profiles, a :GriddedForcing per forcing the file holds, and their weights (the product's HRU polygons
 * on the file's grid) in a file of their own that every forcing block redirects to.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { emulatorNamed } from '../../emulators/catalogue.js';
import type { EmulatorConfig, HruClasses, ParamValues } from '../../emulators/emulatorConfig.js';
import { griddedForcingFromNc } from '../../forcing/fromNc.js';
import { openForcingFile } from '../../forcing/specs.js';
import type { AltNames } from '../../forcing/variables.js';
import { RedirectToFile } from '../../models/rvt/redirectToFile.js';
import type { GriddedForcing } from '../../models/rvt/griddedForcing.js';
import { NORTH_POLE_LAEA } from '../crs.js';
import { computeGridWeights, type GridWeightsResult } from '../gridWeights.js';
import { GeoInputError, type GeoMessage } from '../messages.js';
import { readNetcdfGrid, type LonLatGrid } from '../netcdfGrid.js';
import { readUnits } from '../polygons.js';
import { readVectorFile } from '../vectorFile.js';
import { routingProductModel, type RoutingProductModel } from './routingProduct.js';

/** The forcing types looked for in the file, in this order (those it holds become :GriddedForcing blocks). */
const FORCING_TYPES = ['PRECIP', 'RAINFALL', 'SNOWFALL', 'TEMP_AVE', 'TEMP_MIN', 'TEMP_MAX', 'PET'];

/** How to build the model. */
export interface FromBasinMakerOptions {
  /** The emulator whose processes and parameters the model takes (BasicRoute to route given runoff). */
  readonly emulator: string;
  /** The routing product: its directory (finalcat_hru_info inside) or the HRU file itself. */
  readonly product: string;
  /** The gridded forcing NetCDF file(s), searched in order for each forcing type; they share one grid. */
  readonly forcing: string | readonly string[];
  /** The directory the model will be written to (paths in the model are relative to it). */
  readonly workdir: string;
  /** The file the weights go to, relative to `workdir`. */
  readonly weightsFile?: string;
  readonly params?: ParamValues;
  readonly altNames?: AltNames;
  readonly start?: string;
  readonly end?: string;
  readonly runName?: string;
  readonly allowPartial?: boolean;
  /**
   * The basin's average annual runoff (mm/yr), which Raven needs with more than one subbasin (it sets the
   * channels' reference flows); required unless the emulator's defaults give it.
   */
  readonly avgAnnualRunoff?: number;
}

/** The model, its weights and what was found on the way. */
export interface FromBasinMaker {
  readonly config: EmulatorConfig;
  readonly product: RoutingProductModel;
  readonly weights: GridWeightsResult;
  readonly grid: LonLatGrid;
  /** The weights file, relative to the model directory. */
  readonly weightsFile: string;
  readonly messages: readonly GeoMessage[];
}

/** The HRU file of a routing product directory (finalcat_hru_info, as a shapefile, zip, GeoPackage or GeoJSON). */
export function productFile(path: string): string {
  if (!statSync(path).isDirectory()) return path;
  const names = readdirSync(path);
  for (const ext of ['.shp', '.zip', '.gpkg', '.geojson'])
    for (const n of names) if (n.toLowerCase() === `finalcat_hru_info${ext}`) return join(path, n);
  throw new GeoInputError([
    {
      severity: 'error',
      where: path,
      message: `holds no finalcat_hru_info (.shp, .zip, .gpkg or .geojson), the HRU table of a BasinMaker routing product (files: ${names.slice(0, 12).join(', ')})`,
    },
  ]);
}

/** A copy of an object without some keys. */
function without(o: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));
}

/** The lists of a scaffold that define classes, by the HRU class field they serve. */
const CLASS_LISTS = [
  ['LandUseClasses', 'land_use_class'],
  ['VegetationClasses', 'veg_class'],
  ['SoilProfiles', 'soil_profile'],
] as const;

/**
 * The emulator's scaffold (the classes a model of its own needs) without its single subbasin and channel, with
 * a definition for each class the land and lake HRUs use that it lacks: a copy of its land class, said in a note.
 */
function classesFor(
  scaffold: Record<string, unknown>,
  hruTypes: Readonly<Record<string, HruClasses>>,
  used: readonly string[],
  messages: GeoMessage[],
  where: string,
): Record<string, unknown> {
  const rest = without(scaffold, ['SubBasins', 'ChannelProfile']);
  const added: string[] = [];
  for (const [list, field] of CLASS_LISTS) {
    const defs = rest[list] as { name: string }[] | undefined;
    if (!defs || defs.length === 0) continue;
    for (const type of used) {
      const name = (hruTypes[type] as HruClasses | undefined)?.[field];
      if (name && !defs.some((d) => d.name === name)) {
        defs.push({ ...defs[0], name });
        added.push(`${name} (as ${defs[0].name})`);
      }
    }
  }
  if (added.length > 0)
    messages.push({
      severity: 'note',
      where,
      message: `classes the emulator leaves undefined, copied from its land classes: ${added.join(', ')}`,
    });
  return rest;
}

/** Builds the model (nothing written: `config.writeRv` and the weights text do that). */
export async function modelFromBasinMaker(o: FromBasinMakerOptions): Promise<FromBasinMaker> {
  const entry = emulatorNamed(o.emulator);
  const file = productFile(o.product);
  const layer = await readVectorFile(file);
  const product = routingProductModel(layer);
  const messages: GeoMessage[] = [...product.messages];

  // Weights for the HRUs the model has (BasinMaker drops rows without a positive ID, and keeps one row per HRU).
  const { units, messages: unitMessages } = readUnits(layer, {
    idField: 'HRU_ID',
    dissolve: true,
    areaCrs: NORTH_POLE_LAEA,
  });
  messages.push(...unitMessages);
  const ids = new Set(product.hrus.root.map((h) => h.hru_id));
  const files = typeof o.forcing === 'string' ? [o.forcing] : [...o.forcing];
  const grid = await readNetcdfGrid(files[0]);
  for (const other of files.slice(1)) {
    const g = await readNetcdfGrid(other);
    if (
      g.nx !== grid.nx ||
      g.ny !== grid.ny ||
      g.corners.some((v, i) => Math.abs(v - grid.corners[i]) > 1e-9)
    )
      throw new GeoInputError([
        {
          severity: 'error',
          where: other,
          message: `its grid is not the grid of ${files[0]}: one set of weights serves every forcing file`,
        },
      ]);
  }
  const weights = computeGridWeights(
    units.filter((u) => ids.has(u.id)),
    grid,
    { allowPartial: o.allowPartial },
  );
  messages.push(...weights.messages);

  // The emulator's classes for land and lake HRUs.
  const types = Object.keys(entry.cls.definition.hruTypes);
  const lakeType = types.includes('lake') ? 'lake' : types[0];
  const landType = types.includes('land') ? 'land' : types[0];
  const hrus = product.hrus.root.map((h) => {
    const rest = without(h.toJSON() as Record<string, unknown>, [
      'land_use_class',
      'veg_class',
      'soil_profile',
    ]);
    return { ...rest, hru_type: h.land_use_class === product.lakeLandUse ? lakeType : landType };
  });
  messages.push({
    severity: 'note',
    where: file,
    message: `the HRUs take ${entry.name}'s classes (${landType} HRUs: ${Object.values(entry.cls.definition.hruTypes[landType]).join(', ')}${
      lakeType !== landType
        ? `; lake HRUs: ${Object.values(entry.cls.definition.hruTypes[lakeType]).join(', ')}`
        : ''
    }) in place of the product's`,
  });

  const weightsFile = o.weightsFile ?? 'gridweights.rvt';
  const forcings: GriddedForcing[] = [];
  for (const type of FORCING_TYPES)
    for (const f of files) {
      let forcing: GriddedForcing;
      try {
        forcing = await griddedForcingFromNc(f, type, {
          altNames: o.altNames,
          kwds: { DimNamesNC: [grid.xDim, grid.yDim, 'time'] },
        });
      } catch {
        continue;
      }
      forcings.push(
        forcing.copy({
          file_name_nc: relative(resolve(o.workdir), resolve(f)),
          grid_weights: new RedirectToFile(weightsFile),
        }),
      );
      break;
    }
  if (forcings.length === 0)
    throw new GeoInputError([
      {
        severity: 'error',
        where: files.join(', '),
        message: `hold none of ${FORCING_TYPES.join(', ')} by CF name: say which variable holds which with --alt-name TYPE=VARIABLE`,
      },
    ]);
  let start = o.start;
  let end = o.end;
  if (!start || !end) {
    const dates = (await openForcingFile(files[0])).time?.dates ?? [];
    start ??= dates[0]?.slice(0, 10);
    end ??= dates.at(-1)?.slice(0, 10);
  }
  const scaffold = classesFor(
    entry.scaffold?.() ?? {},
    entry.cls.definition.hruTypes,
    [landType, lakeType],
    messages,
    file,
  );
  const input: Record<string, unknown> = {
    ...scaffold,
    params: o.params ?? entry.example,
    SubBasins: product.subBasins,
    HRUs: hrus,
    SubBasinGroup: product.groups,
    Reservoir: product.reservoirs,
    ChannelProfile: product.channelProfiles,
    GriddedForcing: forcings,
    StartDate: start,
    EndDate: end,
  };
  if (o.runName) input.RunName = o.runName;
  if (o.avgAnnualRunoff !== undefined) input.GlobalParameter = { AVG_ANNUAL_RUNOFF: o.avgAnnualRunoff };
  return { config: new entry.cls(input), product, weights, grid, weightsFile, messages };
}
