/** `rvkit new`: writes a runnable emulator model directory from forcing files. */
import { basename, join, resolve } from 'node:path';
import '../../models/index.js';
import '../../project/configMethods.js'; // Config#writeRv
import { emulatorFromNc, MissingSiteValue } from '../../forcing/emulatorFromNc.js';
import { fileVariables, typesByLongName, type FileVariable } from '../../forcing/fileVariables.js';
import { forcingPath, openForcingFile } from '../../forcing/specs.js';
import { candidateNames, findVariable } from '../../forcing/variables.js';
import type { Dataset } from '../../output/dataset.js';
import { EMULATORS, emulatorNamed } from '../../emulators/catalogue.js';
import { ProjectError } from '../../project/errors.js';
import { parse } from '../args.js';
import { reportWrittenModel } from './newCheck.js';
import { EXIT, type CliCommand } from '../command.js';

const help = `Usage: rvkit new <emulator> <dir> --forcing FILE.nc --area KM2 [options]
       rvkit new <emulator> <dir> --from-basinmaker PRODUCT --forcing GRID.nc [options]

Writes a runnable Raven model directory <dir> for one of the emulators (${Object.keys(EMULATORS).join(', ')}):
the gauge and its forcings read from the NetCDF file(s) (by CF name, by a long name that is a Raven data type
such as RAINFALL or TEMP_DAILY_MIN, or by --alt-name; units converted with :LinearTransform), the observed flow when the file has it (then NSE, KGE and bias are evaluated and the
average annual runoff is computed from it), one HRU, and the period of the data. Then: rvkit run <dir>.

Options:
  -f, --forcing FILE     forcing NetCDF file; repeat for several (searched in order)
  -a, --area KM2         HRU area in km2 (required)
  -p, --params VALUES    parameter values, in order (0.5,-3,400,...) or by name (GR4J_X1=0.5,...);
                         default: the values the reference library calibrated on the Salmon River
      --elevation M      HRU elevation in m (default: the gauge's, from the file)
      --latitude DEG     HRU latitude (default: the file's)
      --longitude DEG    HRU longitude (default: the file's)
      --start DATE       start of the simulation (default: the first time in the file)
      --end DATE         end of the simulation (default: the last time in the file)
      --alt-name T=VAR   the file's variable VAR holds Raven data type T (e.g. RAINFALL=rain); repeatable
      --station N        station index along a station dimension, from 1
  -n, --name NAME        model name: the stem of the files (default: the directory's name)
      --run-name NAME    :RunName, the prefix of Raven's output files
      --force            replace files that differ (never done otherwise)
  -h, --help

With --from-basinmaker, the subbasins, HRUs, lakes and channel profiles come from a BasinMaker routing product
(its directory, or its finalcat_hru_info file: Shapefile, zip, GeoPackage, GeoJSON; BasinMaker 1.x to 3.x
columns), written as BasinMaker's GenerateRavenInput writes them; the HRUs take the emulator's classes. The
forcing files are gridded: a :GriddedForcing per forcing they hold, all redirected to gridweights.rvt, the
weights of the HRU polygons on the grid (see rvkit gridweights). BasinMaker's missing value -1.2345 is reported
where it appears, and is an error where it would reach a lake or an HRU.
      --from-basinmaker PATH   the routing product
      --avg-annual-runoff MM   the basin's average annual runoff (mm/yr), which Raven needs with more than
                               one subbasin
      --allow-partial          accept HRUs the grid covers only in part

The forcing files are referred to by paths relative to <dir>, so the directory can move with them.

The written model is checked at once (rvkit check): what Raven will warn about or refuse is printed to standard
error, file:line:col, as rvkit check prints it.

Exit codes: 0 written, 1 written but rvkit check finds errors in it, 2 bad usage (unknown emulator or option,
bad parameter values), 3 a file could not be read or written (a forcing file missing, a variable not found,
files in <dir> that differ without --force).`;

interface Values {
  forcing?: string[];
  area?: string;
  params?: string;
  elevation?: string;
  latitude?: string;
  longitude?: string;
  start?: string;
  end?: string;
  'alt-name'?: string[];
  station?: string;
  name?: string;
  'run-name'?: string;
  force?: boolean;
  help?: boolean;
  'from-basinmaker'?: string;
  'avg-annual-runoff'?: string;
  'allow-partial'?: boolean;
}

/** A problem with the command line. */
class Usage extends Error {}

/** A number option, or undefined when absent. */
function num(value: string | undefined, option: string): number | undefined {
  if (value === undefined) return undefined;
  const x = Number(value);
  if (!Number.isFinite(x) || value.trim() === '')
    throw new Usage(`--${option} must be a number, not ${value}`);
  return x;
}

/** `--alt-name TYPE=VARIABLE` pairs. */
function altNamesOf(pairs: readonly string[] | undefined): Record<string, string> {
  return Object.fromEntries(
    (pairs ?? []).map((pair) => {
      const [type, name] = pair.split('=');
      if (!type || !name) throw new Usage(`--alt-name takes TYPE=VARIABLE, not ${pair}`);
      return [type.toUpperCase(), name];
    }),
  );
}

/** `--params`: numbers in order, or NAME=number pairs. */
function params(text: string | undefined): number[] | Record<string, number> | undefined {
  if (text === undefined) return undefined;
  const parts = text.split(/[,\s]+/).filter((p) => p !== '');
  if (parts.every((p) => p.includes('='))) {
    return Object.fromEntries(
      parts.map((p) => {
        const [k, v] = p.split('=');
        return [k!, num(v, 'params')!];
      }),
    );
  }
  return parts.map((p) => num(p, 'params')!);
}

export const newCommand: CliCommand = {
  name: 'new',
  help,
  async run(argv, io) {
    const args = parse<Values>(argv, {
      forcing: { type: 'string', short: 'f', multiple: true },
      area: { type: 'string', short: 'a' },
      params: { type: 'string', short: 'p' },
      elevation: { type: 'string' },
      latitude: { type: 'string' },
      longitude: { type: 'string' },
      start: { type: 'string' },
      end: { type: 'string' },
      'alt-name': { type: 'string', multiple: true },
      station: { type: 'string' },
      name: { type: 'string', short: 'n' },
      'run-name': { type: 'string' },
      force: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      'from-basinmaker': { type: 'string' },
      'avg-annual-runoff': { type: 'string' },
      'allow-partial': { type: 'boolean' },
    });
    const usage = (message: string) => {
      io.err(`rvkit new: ${message}\nRun 'rvkit new --help' for usage.\n`);
      return EXIT.usage;
    };
    if (!args.ok) return usage(args.error);
    const v = args.values;
    if (v.help) return (io.out(help + '\n'), EXIT.ok);
    const [emulator, dir, ...extra] = args.positionals;
    if (!emulator || !dir || extra.length > 0) return usage('give an emulator name and a directory');
    if (!v.forcing?.length) return usage('give the forcing file (--forcing FILE.nc)');
    if (v['from-basinmaker'] !== undefined) {
      let fields;
      try {
        fields = {
          emulator: emulatorNamed(emulator).name,
          params: params(v.params),
          avgAnnualRunoff: num(v['avg-annual-runoff'], 'avg-annual-runoff'),
          altNames: altNamesOf(v['alt-name']),
        };
      } catch (e) {
        return usage((e as Error).message);
      }
      const { newFromBasinMaker } = await import('./newFromBasinMaker.js');
      return newFromBasinMaker(
        {
          ...fields,
          dir,
          product: v['from-basinmaker'],
          forcing: v.forcing,
          start: v.start,
          end: v.end,
          name: v.name,
          runName: v['run-name'],
          allowPartial: v['allow-partial'],
          force: v.force,
        },
        io,
      );
    }
    let options;
    let entryName: string;
    try {
      entryName = emulatorNamed(emulator).name;
      const area = num(v.area, 'area');
      if (area === undefined) throw new Usage('give the HRU area in km2 (--area)');
      const altNames = altNamesOf(v['alt-name']);
      options = {
        forcing: v.forcing,
        area,
        params: params(v.params),
        elevation: num(v.elevation, 'elevation'),
        latitude: num(v.latitude, 'latitude'),
        longitude: num(v.longitude, 'longitude'),
        start: v.start,
        end: v.end,
        altNames,
        stationIdx: num(v.station, 'station'),
        workdir: dir,
        runName: v['run-name'],
      };
    } catch (e) {
      return usage((e as Error).message);
    }
    let files: { path: string; ds: Dataset }[];
    try {
      files = await Promise.all(
        v.forcing.map(async (f) => ({ path: f, ds: await openForcingFile(forcingPath(f)) })),
      );
    } catch (e) {
      io.err(`rvkit new: ${(e as Error).message}\nCheck the path given to --forcing.\n`);
      return EXIT.failure;
    }
    // Variables whose long name is a Raven data type, where no CF name or --alt-name finds one.
    const byLongName: string[] = [];
    for (const { ds } of files)
      for (const [type, name] of Object.entries(typesByLongName(ds, options.altNames)))
        if (options.altNames[type] === undefined) {
          options.altNames[type] = name;
          byLongName.push(`${type}=${name}`);
        }
    let config;
    try {
      config = await emulatorFromNc(entryName, options);
    } catch (e) {
      const message = (e as Error).message;
      // Wrong parameter values are the caller's mistake; a file that cannot be read is not.
      if (/parameter values given|unknown parameters/.test(message)) return usage(message);
      if (e instanceof MissingSiteValue) {
        const unit = e.option === 'elevation' ? 'M' : 'DEG';
        io.err(
          `rvkit new: ${e.files.join(', ')} gives no ${e.option}: give the HRU's with --${e.option} ${unit}\n`,
        );
      } else if (message.includes('no variable for')) {
        io.err(`rvkit new: ${message}\n${variablesHelp(files)}`);
      } else io.err(`rvkit new: ${message}\n`);
      return EXIT.failure;
    }
    const modelname = v.name ?? basename(resolve(dir));
    try {
      await config.writeRv(dir, modelname, v.force === true);
    } catch (e) {
      const hint = e instanceof ProjectError ? ' (--force replaces them)' : '';
      io.err(`rvkit new: ${(e as Error).message}${hint}\n`);
      return EXIT.failure;
    }
    const written = ['rvi', 'rvh', 'rvp', 'rvt', 'rvc'].map((t) => join(dir, `${modelname}.${t}`));
    io.out(
      `${entryName} model written: ${written.join(' ')}\n` +
        (byLongName.length > 0
          ? `found by their long names (Raven data types): ${byLongName.join(', ')} (--alt-name TYPE=VARIABLE chooses others)\n`
          : '') +
        observationNote(files, options.altNames) +
        rainSnowNote(files, options.altNames, config.rain_snow_fraction) +
        (v.params || emulatorNamed(entryName).example.length === 0
          ? ''
          : `parameters: the reference library's Salmon River values (give --params to set them)\n`) +
        `run it: rvkit run ${dir}\n`,
    );
    const errors = await reportWrittenModel(join(dir, `${modelname}.rvi`), io);
    return errors > 0 ? EXIT.problems : EXIT.ok;
  },
};

/** The variables of the forcing files with what each could be, and the option that names them. */
function variablesHelp(files: readonly { path: string; ds: Dataset }[]): string {
  const lines: string[] = [];
  let example: FileVariable | undefined;
  for (const { path, ds } of files) {
    const vars = fileVariables(ds);
    lines.push(`The time series of ${path}, and the Raven data types their units allow:`);
    const width = Math.max(...vars.map((x) => x.name.length));
    for (const x of vars) {
      const said = [x.units && `[${x.units}]`, x.longName && `"${x.longName}"`].filter(Boolean).join(' ');
      const could = x.couldBe.length > 6 ? [...x.couldBe.slice(0, 6), '…'] : x.couldBe;
      lines.push(
        `  ${x.name.padEnd(width)}  ${said}  ${could.length > 0 ? `could be ${could.join(', ')}` : ''}`.trimEnd(),
      );
      example ??= x.couldBe.length > 0 ? x : undefined;
    }
    if (vars.length === 0) lines.push('  (none along a time axis)');
  }
  const e = example ? `${example.couldBe[0]}=${example.name}` : 'RAINFALL=rain';
  lines.push(`Name each forcing's variable with --alt-name TYPE=VARIABLE (repeatable), e.g. --alt-name ${e}`);
  return `${lines.join('\n')}\n`;
}

/**
 * When the files give rainfall and snowfall apart and the emulator splits precipitation itself: Raven adds the two
 * and splits the sum again, and warns (RV427). The emulator's method is kept (it is the model the reference library
 * defines, with the parameters calibrated for it); the note says how to use the series as given instead.
 */
function rainSnowNote(
  files: readonly { path: string; ds: Dataset }[],
  altNames: Readonly<Record<string, string>>,
  method: string | null,
): string {
  const given = (type: string) =>
    files.some(({ ds }) => findVariable(ds, candidateNames(type, altNames)) !== null);
  if (method === 'RAINSNOW_DATA' || !given('RAINFALL') || !given('SNOWFALL')) return '';
  return (
    `rainfall and snowfall are given apart: Raven adds them and splits the sum again with ${method ?? 'RAINSNOW_DINGMAN'}, ` +
    `the emulator's method, and warns (rvkit check: RV427); :RainSnowFraction RAINSNOW_DATA in the .rvi uses them as given\n`
  );
}

/** When no observed flow was found but a variable has flow units: how to use it (NSE, KGE and bias need it). */
function observationNote(
  files: readonly { path: string; ds: Dataset }[],
  altNames: Readonly<Record<string, string>>,
): string {
  const names = candidateNames('HYDROGRAPH', altNames);
  if (files.some(({ ds }) => findVariable(ds, names) !== null)) return '';
  for (const { ds } of files) {
    const flow = fileVariables(ds).find((x) => x.couldBe.includes('HYDROGRAPH'));
    if (flow)
      return `no observed flow found, so no metrics: if ${flow.name} (${flow.units}${flow.longName ? `, "${flow.longName}"` : ''}) is the observed flow, add --alt-name HYDROGRAPH=${flow.name}\n`;
  }
  return '';
}
