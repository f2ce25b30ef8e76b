/** `rvkit gridweights`: the :GridWeights block of HRU (or subbasin) polygons on a forcing grid. */
import { writeFile } from 'node:fs/promises';
import { extname } from 'node:path';
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

const help = `Usage: rvkit gridweights POLYGONS NETCDF --id FIELD [-o FILE] [options]

Computes the :GridWeights block Raven reads for a gridded forcing: the share of each HRU (or subbasin) polygon
in each cell of the NetCDF file's grid, each HRU's weights summing to 1. POLYGONS is a Shapefile (.shp, or a .zip
holding one), GeoJSON or GeoPackage in any CRS the file declares; areas are computed in an equal-area projection
(EPSG:3573, as the reference library and derive_grid_weights.py). Cells are numbered as Raven does: the x
dimension (the first name of :DimNamesNC) gives the columns, cell = row * columns + column, from 0. Cell
corners come from the coordinates' CF bounds variables, or are derived from the cell centres (1-D or 2-D
latitude/longitude: regular, rotated-pole and projected grids).

Writes the block to standard output, or to FILE with -o (the target of a :RedirectToFile). Nothing is written
when an input is wrong: an HRU no cell covers, a grid covering less than 95% of an HRU (--allow-partial accepts
it), polygons without a CRS (--crs gives it), an ID attribute missing or not unique (--dissolve combines the
polygons sharing an ID). Self-intersecting polygons are repaired, with a warning.

Options:
      --id FIELD           the attribute holding the HRU (or subbasin) IDs (required)
  -o, --output FILE        write the block to FILE (replaced atomically)
      --map FILE           also write a map of the weights: .geojson (units and cells with their weights),
                           .svg or .png
      --dissolve           combine the polygons that share an ID (subbasin weights from HRU polygons)
      --crs CRS            the polygons' CRS when their file declares none (EPSG:4326, WKT or PROJ string)
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
  output?: string;
  map?: string;
  dissolve?: boolean;
  crs?: string;
  'area-crs'?: string;
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
  const map = weightsGeoJson(run.result, run.units, run.grid.corners, run.areaCrs);
  const ext = extname(path).toLowerCase();
  if (ext === '.geojson' || ext === '.json') return writeFileAtomic(path, JSON.stringify(map), 'utf8');
  const { renderSvg } = await import('../../plot/render.js');
  const { svg } = await renderSvg(weightsMapSpec(map, `Grid weights on ${run.grid.path}`));
  if (ext === '.svg') return writeFileAtomic(path, svg, 'utf8');
  const { svgToPng } = await import('../../plot/png.js');
  await writeFile(path, svgToPng(svg, 2));
}

export const gridweightsCommand: CliCommand = {
  name: 'gridweights',
  help,
  async run(argv: readonly string[], io: CliIO) {
    const args = parse<Values>(argv, {
      id: { type: 'string' },
      output: { type: 'string', short: 'o' },
      map: { type: 'string' },
      dissolve: { type: 'boolean' },
      crs: { type: 'string' },
      'area-crs': { type: 'string' },
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
    if (!polygons || !netcdf || extra.length > 0) return usage('give the polygons file and the NetCDF file');
    if (!v.id) return usage('give the attribute holding the HRU IDs (--id FIELD)');
    const dims = v.dims?.split(',').map((d) => d.trim());
    if (dims && (dims.length !== 2 || dims.some((d) => d === '')))
      return usage('--dims takes two names: X,Y');
    const tolerance = v.tolerance === undefined ? undefined : Number(v.tolerance);
    if (tolerance !== undefined && !(tolerance >= 0 && tolerance < 1))
      return usage(`--tolerance takes a share from 0 to 1, not ${v.tolerance}`);
    if (v.map && !['.geojson', '.json', '.svg', '.png'].includes(extname(v.map).toLowerCase()))
      return usage('--map writes .geojson, .svg or .png');
    let run: GridWeightsRun;
    try {
      run = await gridWeights(polygons, netcdf, {
        idField: v.id,
        crs: v.crs,
        areaCrs: v['area-crs'],
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
        io.err(e.messages.map(formatMessage).join('\n') + '\nrvkit gridweights: nothing written\n');
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
    for (const m of run.messages) if (m.severity !== 'note' || !v.quiet) io.err(formatMessage(m) + '\n');
    const text = gridWeightsText(run.result, [
      `grid weights of ${polygons} (${v.id}) on ${netcdf}, by rvkit gridweights`,
      `cells: ${run.grid.ny} rows (${run.grid.yDim}) x ${run.grid.nx} columns (${run.grid.xDim}); :DimNamesNC ${run.grid.xDim} ${run.grid.yDim} time`,
    ]);
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
