/** `rvkit gridweights`: the :GridWeights block of HRU (or subbasin) polygons on a forcing grid. */
import { writeFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { ProjectError } from '../../project/errors.js';
import { loadProject } from '../../project/load.js';
import type { Project } from '../../project/project.js';
import { isShapeGrid } from '../../geo/makeGridWeights.js';
import { matchHrus, modelHrus, weightsIntoModel, type ModelGrid } from '../../geo/modelWeights.js';
import type { GeoMessage } from '../../geo/messages.js';
import { fileProblem } from '../fileProblem.js';
import { targetGrids, writeIntoModel } from './gridweightsModel.js';
import { writeFileAtomic } from '../../project/atomicWrite.js';
import { CrsError } from '../../geo/crs.js';
import { gridWeightsText } from '../../geo/gridWeightsBlock.js';
import { gridWeights, type GridWeightsRun } from '../../geo/makeGridWeights.js';
import { weightsGeoJson } from '../../geo/mapExport.js';
import { weightsMapSpec } from '../../geo/mapSpec.js';
import { formatMessage, GeoInputError } from '../../geo/messages.js';
import { VectorFileError } from '../../geo/vectorFile.js';
import { parse } from '../args.js';
import { EXIT, type CliCommand, type CliIO } from '../command.js';

const help = `Usage: rvkit gridweights POLYGONS GRID --id FIELD [-o FILE] [--model DIR] [options]

Computes the :GridWeights block Raven reads for a gridded or station forcing: the share of each HRU (or
subbasin) polygon in each cell of the grid, each HRU's weights summing to 1. POLYGONS is a Shapefile (.shp, or
a .zip holding one), GeoJSON or GeoPackage in any CRS the file declares. GRID is the forcing NetCDF file, or a
vector file of the cells as polygons (numbered by --cell-id, default NetCDF_col), or of stations as points (a
:StationForcing: each station weighs the part of an HRU nearer to it than to any other, its Thiessen polygon;
numbered by --cell-id, default the order of the features). Areas are computed in an equal-area projection
(EPSG:3573, as the reference library and derive_grid_weights.py). Cells are numbered as Raven does: the x
dimension (the first name of :DimNamesNC) gives the columns, cell = row * columns + column, from 0. Cell
corners come from the coordinates' CF bounds variables, or are derived from the cell centres (1-D or 2-D
latitude/longitude: regular, rotated-pole and projected grids).

Writes the block to standard output, or to FILE with -o (the target of a :RedirectToFile).

With --model DIR, writes the weights into that model: the :GridWeights of its forcing blocks that read GRID
(or those --forcing names) are replaced where they are, a minimal diff keeping their comments; with -o FILE
too, the weights go to FILE and each block names it with :RedirectToFile. The blocks' :DimNamesNC give the cell
numbering, every HRU of the model must have a polygon, and the model is checked as it will be (rvkit check):
nothing is written when that finds a new error.

Nothing is written when an input is wrong: an HRU no cell covers, a grid covering less than 95% of an HRU
(--allow-partial accepts it), polygons without a CRS (--crs, --grid-crs give it), an ID attribute missing or
not unique (--dissolve combines the polygons sharing an ID). Self-intersecting polygons are repaired, with a
warning.

Options:
      --id FIELD           the attribute holding the HRU (or subbasin) IDs (required, but with --model and
                           --subbasin-id)
  -o, --output FILE        write the block to FILE (replaced atomically)
      --map FILE           also write a map of the weights: .geojson (units and cells with their weights),
                           .svg or .png
      --model DIR          write the weights into the model in DIR (a directory or its .rvi)
      --forcing NAMES      with --model: the forcing blocks to give the weights (comma-separated names)
      --dry-run            with --model: print the changes as a diff, write nothing
      --subbasin-id FIELD  subbasin-level weights: computed per subbasin (the polygons sharing FIELD
                           combined) and given to each HRU of it (the HRUs of --model, else the --id of the
                           polygons)
      --cell-id FIELD      the attribute numbering the cells (polygons) or stations (points) of a vector GRID
      --dissolve           combine the polygons that share an ID (subbasin weights from HRU polygons)
      --crs CRS            the polygons' CRS when their file declares none (EPSG:4326, WKT or PROJ string)
      --grid-crs CRS       the CRS of a vector GRID whose file declares none
      --area-crs CRS       the equal-area projection of the computation (default EPSG:3573)
      --lat NAME           the latitude variable (default: found by name, standard_name or units)
      --lon NAME           the longitude variable
      --dims X,Y           the x and y dimensions, as :DimNamesNC names them (default: the file's order,
                           the last spatial dimension of the data being x)
      --var NAME           the data variable whose dimension order sets the default x and y
      --layer NAME         the layer of a GeoPackage, or the shapefile of a zip holding several
      --allow-partial      accept HRUs the grid covers only in part (their weights scaled to sum to 1)
      --tolerance F        the uncovered share of an HRU accepted without --allow-partial (default 0.05)
  -q, --quiet              no notes on standard error (warnings and errors still)
  -h, --help

Exit codes: 0 written, 1 the inputs are wrong (the messages say what and where; nothing written), 2 bad
usage, 3 a file could not be read or written.`;

interface Values {
  id?: string;
  model?: string;
  forcing?: string;
  'dry-run'?: boolean;
  'subbasin-id'?: string;
  'cell-id'?: string;
  output?: string;
  map?: string;
  dissolve?: boolean;
  crs?: string;
  'area-crs'?: string;
  'grid-crs'?: string;
  lat?: string;
  lon?: string;
  dims?: string;
  var?: string;
  layer?: string;
  'allow-partial'?: boolean;
  tolerance?: string;
  quiet?: boolean;
  help?: boolean;
}

/** Writes the map of a run: GeoJSON, or SVG/PNG drawn through the plot layer. */
async function writeMap(path: string, run: GridWeightsRun): Promise<void> {
  const map = weightsGeoJson(run.result, run.units, run.cells ?? run.grid.corners, run.areaCrs);
  const ext = extname(path).toLowerCase();
  if (ext === '.geojson' || ext === '.json') return writeFileAtomic(path, JSON.stringify(map), 'utf8');
  const { renderSvg } = await import('../../plot/render.js');
  const { svg } = await renderSvg(weightsMapSpec(map, `Grid weights on ${run.grid.path}`));
  if (ext === '.svg') return writeFileAtomic(path, svg, 'utf8');
  const { svgToPng } = await import('../../plot/png.js');
  await writeFile(path, svgToPng(svg, 2));
}

/** The comment lines heading a file of weights: what they were computed from, and the cell numbering. */
function header(run: GridWeightsRun, polygons: string, id: string, grid: string): string[] {
  return [
    `grid weights of ${polygons} (${id}) on ${grid}, by rvkit gridweights`,
    run.grid.latName
      ? `cells: ${run.grid.ny} rows (${run.grid.yDim}) x ${run.grid.nx} columns (${run.grid.xDim}); :DimNamesNC ${run.grid.xDim} ${run.grid.yDim} time`
      : `cells: ${run.grid.cornersFrom}`,
  ];
}

export const gridweightsCommand: CliCommand = {
  name: 'gridweights',
  help,
  async run(argv: readonly string[], io: CliIO) {
    const args = parse<Values>(argv, {
      id: { type: 'string' },
      model: { type: 'string' },
      forcing: { type: 'string' },
      'dry-run': { type: 'boolean' },
      'subbasin-id': { type: 'string' },
      'cell-id': { type: 'string' },
      output: { type: 'string', short: 'o' },
      map: { type: 'string' },
      dissolve: { type: 'boolean' },
      crs: { type: 'string' },
      'area-crs': { type: 'string' },
      'grid-crs': { type: 'string' },
      lat: { type: 'string' },
      lon: { type: 'string' },
      dims: { type: 'string' },
      var: { type: 'string' },
      layer: { type: 'string' },
      'allow-partial': { type: 'boolean' },
      tolerance: { type: 'string' },
      quiet: { type: 'boolean', short: 'q' },
      help: { type: 'boolean', short: 'h' },
    });
    const usage = (message: string) => {
      io.err(`rvkit gridweights: ${message}\nRun 'rvkit gridweights --help' for usage.\n`);
      return EXIT.usage;
    };
    if (!args.ok) return usage(args.error);
    const v = args.values;
    if (v.help) return (io.out(help + '\n'), EXIT.ok);
    const [polygons, netcdf, ...extra] = args.positionals;
    if (!polygons || !netcdf || extra.length > 0)
      return usage('give the polygons file and the grid (NetCDF) file');
    if (!v.id && !(v['subbasin-id'] && v.model))
      return usage('give the attribute holding the HRU IDs (--id FIELD)');
    if (!v.model && (v.forcing || v['dry-run']))
      return usage(`${v.forcing ? '--forcing' : '--dry-run'} goes with --model DIR`);
    let dims = v.dims?.split(',').map((d) => d.trim());
    if (dims && (dims.length !== 2 || dims.some((d) => d === '')))
      return usage('--dims takes two names: X,Y');
    const tolerance = v.tolerance === undefined ? undefined : Number(v.tolerance);
    if (tolerance !== undefined && !(tolerance >= 0 && tolerance < 1))
      return usage(`--tolerance takes a share from 0 to 1, not ${v.tolerance}`);
    if (v.map && !['.geojson', '.json', '.svg', '.png'].includes(extname(v.map).toLowerCase()))
      return usage('--map writes .geojson, .svg or .png');
    let project: Project | undefined;
    let grids: ModelGrid[] = [];
    const notes: GeoMessage[] = [];
    let run: GridWeightsRun;
    try {
      if (v.model) {
        try {
          project = await loadProject(v.model);
        } catch (e) {
          io.err(`rvkit gridweights: ${fileProblem(e)}\n`);
          return EXIT.failure;
        }
        const target = targetGrids(
          project,
          netcdf,
          v.forcing?.split(',').map((n) => n.trim()),
        );
        notes.push(...target.notes);
        if (!dims && target.dims && !isShapeGrid(netcdf)) dims = target.dims;
        grids = target.grids;
      }
      run = await gridWeights(polygons, netcdf, {
        idField: v.id ?? v['subbasin-id']!,
        subbasinField: v['subbasin-id'],
        hrus: project && v['subbasin-id'] ? modelHrus(project) : undefined,
        cellField: v['cell-id'],
        crs: v.crs,
        areaCrs: v['area-crs'],
        gridCrs: v['grid-crs'],
        dissolve: v.dissolve,
        layer: v.layer,
        lat: v.lat,
        lon: v.lon,
        dims: dims as [string, string] | undefined,
        variable: v.var,
        allowPartial: v['allow-partial'],
        uncoveredTolerance: tolerance,
        onProgress: io.interactive
          ? (done, total) => io.err(`\rrvkit gridweights: ${done}/${total} HRUs${done === total ? '\n' : ''}`)
          : undefined,
      });
    } catch (e) {
      if (e instanceof GeoInputError) {
        io.err(
          [...notes, ...e.messages].map(formatMessage).join('\n') + '\nrvkit gridweights: nothing written\n',
        );
        return EXIT.problems;
      }
      if (e instanceof CrsError) {
        io.err(`rvkit gridweights: ${e.message}\nrvkit gridweights: nothing written\n`);
        return EXIT.problems;
      }
      if (e instanceof VectorFileError) {
        io.err(
          `rvkit gridweights: ${e.message}\n` +
            'rvkit gridweights: give the HRU polygons as a Shapefile, GeoJSON or GeoPackage (rvkit gridweights --help)\n',
        );
        return EXIT.failure;
      }
      throw e;
    }
    for (const m of [...notes, ...run.messages])
      if (m.severity !== 'note' || !v.quiet) io.err(formatMessage(m) + '\n');
    if (project) {
      try {
        matchHrus(project, run.result, polygons);
        const changes = weightsIntoModel(project, grids, run.result, {
          redirect: v.output ? resolve(v.output) : undefined,
          header: header(run, polygons, v.id ?? v['subbasin-id']!, netcdf),
        });
        const code = await writeIntoModel(project, changes, io, { dryRun: v['dry-run'], quiet: v.quiet });
        if (code === EXIT.ok && v.map && !v['dry-run']) await writeMap(v.map, run);
        return code;
      } catch (e) {
        if (e instanceof GeoInputError) {
          io.err(e.messages.map(formatMessage).join('\n') + '\nrvkit gridweights: nothing written\n');
          return EXIT.problems;
        }
        if (e instanceof ProjectError) {
          io.err(`rvkit gridweights: ${e.message}\nrvkit gridweights: nothing written\n`);
          return EXIT.failure;
        }
        throw e;
      }
    }
    const text = gridWeightsText(run.result, header(run, polygons, v.id ?? '', netcdf));
    try {
      if (v.output) await writeFileAtomic(v.output, text);
      else io.out(text);
      if (v.map) await writeMap(v.map, run);
    } catch (e) {
      io.err(`rvkit gridweights: ${(e as Error).message}\n`);
      return EXIT.failure;
    }
    if (v.output && !v.quiet)
      io.err(
        `rvkit gridweights: ${run.result.hru.length} weights of ${run.result.numberHrus} HRUs written to ${v.output}\n`,
      );
    return EXIT.ok;
  },
};
