/**
 * `npm run bench:calibrate`: rvkit's calibration side by side with OSTRICH (built by
 * scripts/install-ostrich.sh) and with the reference library's calibration (ravenpy 0.21's SpotSetup with
 * spotpy's DDS, bench/reference/install-ravenpy.sh), on one model: the reference tests' GR4JCN emulator of
 * the Salmon River, one year, daily, with :SuppressOutput, written by ravenpy itself. Prints, never fails.
 *
 * 1. overhead per evaluation: wall time per evaluation minus Raven's own time within it (its process, start
 *    to exit, logged the same way for every program by the bash that starts it), and CPU time beside Raven's,
 *    for OSTRICH, rvkit running OSTRICH's setup (--ostrich) and rvkit on the model, in alternating rounds;
 * 2. parallel efficiency: evaluations per second with every core / (cores × with one);
 * 3. the same budget: the wall time each program takes to reach the same objective (the worst of their
 *    final bests), and their final bests;
 * 4. seeds: the median best over seeds, OSTRICH (serial DDS) against rvkit's default (its parallel DDS on every
 *    core) and OSTRICH's parallel DDS (--algorithm pdds);
 * 5. analytic functions: the best of DDS after a budget over seeds, OSTRICH against rvkit's --ostrich.
 *
 * Options: --quick (small budgets), --budget N (section 3, default 200), --seeds N (section 4, default 10),
 * --only 1,2,… (sections to run).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  calibrateModel,
  calibrateOstrich,
  parseParamSpec,
  parseTieSpec,
  readJournal,
  writeOstrichSetup,
  type CalibrationSetup,
} from '../src/calibrate/index.js';
import { findEngine, launcherStatus } from '../src/engine/index.js';
import { formatE } from '../src/calibrate/cFormat.js';
import { analyticSetup } from '../test/calibrate/analyticSetup.js';
import { median } from './median.js';
import { SALMON_HRU, SALMON_NC } from './salmon.js';

const here = resolve(fileURLToPath(import.meta.url), '..');
const root = resolve(here, '..', '..');
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const quick = args.includes('--quick');
const only = option('only')?.split(',').map(Number) ?? [1, 2, 3, 4, 5];
const cores = cpus().length;
const work = mkdtempSync(join(tmpdir(), 'rvkit-bench-calibrate-'));
const raven = findEngine().path;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const say = (line = '') => console.log(line);
const ms = (x: number) => `${x.toFixed(1)} ms`;

function install(script: string): string {
  return execFileSync('bash', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
    .trim()
    .split('\n')
    .at(-1)!;
}

/** Asks the reference library's calibration side (one JSON request, one JSON answer). */
function reference<T>(python: string, request: Record<string, unknown>): T {
  const out = execFileSync(
    python,
    [join(root, 'bench/reference/calibration_side.py'), JSON.stringify(request)],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
      env: { ...process.env, PATH: `${resolve(raven, '..')}:${process.env.PATH ?? ''}` },
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as T;
}

const PERIOD = { start: '1954-01-01', end: '1955-01-01' };
/** The GR4JCN parameters as rvkit names them in ravenpy's files (CEMANEIGE_X2 through AIRSNOW_COEFF = 1 − X2). */
const PARAMS = [
  'x1=SoilProfiles DEFAULT_P SOIL_PROD 0.01 2.5',
  'x2=SoilParameterList [DEFAULT] GR4J_X2 -15 10',
  'x3=SoilParameterList [DEFAULT] GR4J_X3 10 700',
  'x4=LandUseParameterList [DEFAULT] GR4J_X4 0 7',
  'x5=GlobalParameter AVG_ANNUAL_SNOW 1 30',
  'x6c=GlobalParameter AIRSNOW_COEFF 0 1',
];
const setupOf = (
  budget: number,
  seed: number,
  extra: CalibrationSetup['algorithm'] = {},
): CalibrationSetup => ({
  parameters: PARAMS.map((p) => parseParamSpec(p)),
  tied: [parseTieSpec('UniformInitialConditions SOIL[0] = 500*x1', ['x1'])],
  objective: [{ metric: 'NASH_SUTCLIFFE' }],
  algorithm: { budget, seed, ...extra },
});

/** A fresh copy of the model in a new directory. */
function modelCopy(model: string, name: string): string {
  const dest = join(work, name);
  rmSync(dest, { recursive: true, force: true });
  cpSync(model, dest, { recursive: true });
  return dest;
}

/** OSTRICH's best-so-far NSE after each evaluation, and when it ended (from the model program's log). */
function ostrichRun(ostrich: string, setupDir: string): { seconds: number; best: number[]; times: number[] } {
  // The model program logs when each evaluation ends (OSTRICH's files have no times).
  const script = join(setupDir, 'run-raven.sh');
  const body = readFileSync(script, 'utf8').replace('exec ', '');
  writeFileSync(script, `${body}date +%s.%N >> ../../times.log\n`);
  const started = Date.now() / 1000;
  const t0 = performance.now();
  spawnSync(ostrich, [], { cwd: setupDir, stdio: 'ignore' });
  const seconds = (performance.now() - t0) / 1000;
  const rows = readFileSync(join(setupDir, 'OstModel0.txt'), 'latin1').trim().split('\n').slice(1);
  const stamps = readFileSync(join(setupDir, 'times.log'), 'utf8').trim().split('\n').map(Number);
  let best = Infinity;
  return {
    seconds,
    best: rows.map((r) => -(best = Math.min(best, Number(r.trim().split(/\s+/)[1])))),
    times: stamps.map((s) => s - started),
  };
}

/** rvkit's best-so-far NSE after each evaluation (journal order) and when each ended. */
async function rvkitRun(dir: string, started: number): Promise<{ best: number[]; times: number[] }> {
  const { entries } = await readJournal(join(dir, 'journal.jsonl'));
  let best = Infinity;
  const searched = entries.filter((e) => !e.final);
  return {
    best: searched.map((e) => -(best = Math.min(best, e.cost ?? Infinity))),
    times: searched.map((e) => (Date.parse(e.at) - started) / 1000),
  };
}

/** The first time a best-so-far series reaches `target` (NSE), or null. */
function timeTo(target: number, run: { best: number[]; times: number[] }): number | null {
  const i = run.best.findIndex((b) => b >= target - 1e-12);
  return i < 0 ? null : run.times[i]!;
}

async function main(): Promise<void> {
  say(`rvkit calibration bench — Node ${process.version}, ${cores} cores (${cpus()[0]?.model ?? '?'})`);
  say(`load average at start: ${load()}`);
  const ostrich = install(join(root, 'scripts/install-ostrich.sh'));
  const python = install(join(root, 'bench/reference/install-ravenpy.sh'));
  const model = join(work, 'model');
  reference(python, {
    op: 'write',
    nc: SALMON_NC,
    hru: SALMON_HRU,
    ...PERIOD,
    params: [0.529, -3.396, 407.29, 1.072, 16.9, 0.947],
    dir: model,
    modelname: 'salmon',
  });
  say(
    `model: ravenpy 0.21's GR4JCN, Salmon River ${PERIOD.start} to ${PERIOD.end} (daily), 6 parameters, NSE`,
  );

  if (only.includes(1)) {
    const budget = quick ? 40 : 200;
    const rounds = quick ? 2 : 3;
    say(
      `\n1. overhead per evaluation (DDS, ${budget} evaluations and the closing run, serial), ${rounds} alternating rounds`,
    );
    const exported = await writeOstrichSetup(
      modelCopy(model, 'o1'),
      setupOf(budget, 5),
      join(work, 'o1-setup'),
    );
    // Overhead = everything a program spends beside Raven's own run, per evaluation: by the clock, wall time
    // minus Raven's process time (start to exit); in CPU time (which the machine's load inflates far less),
    // the CPU of the program's whole process tree minus Raven's. Raven's wall and CPU are measured the same
    // way for every program: logged around it by bash (`times`, $EPOCHREALTIME: no extra process) in the
    // model program that starts it. OSTRICH needs that program (its shells are OSTRICH's overhead), and so
    // does rvkit --ostrich (the same script). rvkit on the model starts Raven itself: it runs twice a round,
    // once through a wrapping task runner (a shell of the bench's, not rvkit's: it logs Raven's times for
    // rvkit's evaluations) and once as users run it, with nothing around Raven, whose overhead is measured
    // against the Raven times of its timed twin (the same evaluations: same seed, serial). rvkit runs in this
    // process: its CPU is this process's during the run; Raven's CPU is that of the children this process
    // has waited for (/proc/self/stat, as `times` reports a shell's).
    // rvkit on the model starts Raven through rvkit-launch (when built: its own CPU is rvkit's, the CPU of the
    // Ravens it waited for is Raven's), and once a round from Node itself (RVKIT_LAUNCHER=none), as without it.
    const programs = [
      'OSTRICH',
      'rvkit --ostrich',
      'rvkit (model, timed)',
      'rvkit (model)',
      'rvkit (model, Node)',
    ] as const;
    /** Per evaluation (means over the run): wall and CPU of the program, Raven's wall and CPU. */
    type Sample = { wall: number; cpu: number; ravenWall: number; ravenCpu: number };
    const samples: Record<string, Sample[]> = Object.fromEntries(programs.map((p) => [p, []]));
    const seconds = (t: string) => {
      const m = /^(\d+)m([\d.]+)s$/.exec(t)!;
      return Number(m[1]) * 60 + Number(m[2]);
    };
    /** `times`'s two lines: the shell's own CPU and its children's, in ms. */
    const timesOf = (text: string) =>
      text
        .trim()
        .split('\n')
        .map((l) => l.split(' ').reduce((sum, t) => sum + seconds(t) * 1000, 0));
    // `times` is run by the shell itself (a redirection, no subshell, which would count nothing): two lines.
    const timing =
      's=$EPOCHREALTIME\n"$@"\nc=$?\ne=$EPOCHREALTIME\necho -n "$s $e " >> "$LOG"\ntimes >> "$LOG"\nexit $c\n';
    const timedSetup = (dest: string): string => {
      cpSync(resolve(exported, '..'), dest, { recursive: true });
      writeFileSync(
        join(dest, 'run-raven.sh'),
        `#!/bin/bash\ncd model\nLOG=${join(work, 'raven-times.log')}\nset -- "${raven}" salmon -o output/\n${timing}`,
      );
      return dest;
    };
    const sum = (v: number[]) => v.reduce((a, b) => a + b, 0);
    /** Raven's wall and CPU per run (means), and the logging shells' own CPU in all, from a log. */
    const logged = (path: string) => {
      const lines = readFileSync(path, 'utf8').trim().split('\n');
      const runs = lines
        .filter((_, k) => k % 2 === 0)
        .map((l, k) => {
          const [s, e, ...t] = l.split(' ');
          const [shell, children] = timesOf(`${t.join(' ')}\n${lines[2 * k + 1]}`);
          return { wall: (Number(e) - Number(s)) * 1000, cpu: children!, shell: shell! };
        });
      rmSync(path);
      return {
        wall: sum(runs.map((r) => r.wall)) / runs.length,
        cpu: sum(runs.map((r) => r.cpu)) / runs.length,
        shells: sum(runs.map((r) => r.shell)),
      };
    };
    const wrapper = join(work, 'timed-raven.sh');
    writeFileSync(wrapper, `#!/bin/bash\n${timing}`);
    const own = () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };
    /** CPU of this process's waited-for children (cutime + cstime, clock ticks of 10 ms: summed over a run). */
    const children = () => {
      const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
      return (Number(f[13]) + Number(f[14])) * 10;
    };
    /** CPU of this process's launchers (rvkit-launch children): their own, and that of the runs they waited for. */
    const launchers = () => {
      const out = { own: 0, runs: 0 };
      for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
        let stat: string;
        try {
          stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        } catch {
          continue;
        }
        if (!stat.includes('(rvkit-launch)')) continue;
        const f = stat.split(') ')[1]!.split(' ');
        if (Number(f[1]) !== process.pid) continue;
        out.own += (Number(f[11]) + Number(f[12])) * 10;
        out.runs += (Number(f[13]) + Number(f[14])) * 10;
      }
      return out;
    };
    const n = budget + 1;
    const logPath = join(work, 'raven-times.log');
    for (let round = 0; round < rounds; round++) {
      // OSTRICH's process tree: bash's `times` after it (its children: OSTRICH, its shells, the Ravens).
      const o = timedSetup(join(work, `o1-r${round}`));
      let t0 = performance.now();
      const tree = spawnSync('bash', ['-c', `"${ostrich}" > /dev/null; times`], { cwd: o, encoding: 'utf8' });
      let wall = performance.now() - t0;
      let r = logged(logPath);
      samples['OSTRICH']!.push({
        wall: wall / n,
        cpu: timesOf(tree.stdout)[1]! / n - r.cpu,
        ravenWall: r.wall,
        ravenCpu: r.cpu,
      });

      const rs = timedSetup(join(work, `r1-r${round}`));
      let c0 = own();
      t0 = performance.now();
      await calibrateOstrich(join(rs, 'ostIn.txt'));
      wall = performance.now() - t0;
      let cpu = own() - c0;
      r = logged(logPath);
      // The model program's shells are the setup's overhead, as OSTRICH's are.
      samples['rvkit --ostrich']!.push({
        wall: wall / n,
        cpu: (cpu + r.shells) / n,
        ravenWall: r.wall,
        ravenCpu: r.cpu,
      });

      c0 = own();
      let l0 = launchers();
      t0 = performance.now();
      await calibrateModel(modelCopy(model, `t1-r${round}`), setupOf(budget, 5), {
        jobs: 1,
        writeBack: false,
        runner: { name: 'timed', slots: 1, wrap: (argv) => ['bash', wrapper, ...argv] },
        run: { env: { ...process.env, LOG: logPath } },
      });
      wall = performance.now() - t0;
      cpu = own() - c0 + launchers().own - l0.own;
      const timed = logged(logPath);
      samples['rvkit (model, timed)']!.push({
        wall: wall / n,
        cpu: cpu / n,
        ravenWall: timed.wall,
        ravenCpu: timed.cpu,
      });

      for (const [name, env] of [
        ['rvkit (model)', process.env],
        ['rvkit (model, Node)', { ...process.env, RVKIT_LAUNCHER: 'none' }],
      ] as const) {
        c0 = own();
        l0 = launchers();
        const k0 = children();
        t0 = performance.now();
        await calibrateModel(modelCopy(model, `n1-r${round}-${name.length}`), setupOf(budget, 5), {
          jobs: 1,
          writeBack: false,
          run: { env },
        });
        wall = performance.now() - t0;
        const l1 = launchers();
        cpu = own() - c0 + l1.own - l0.own;
        samples[name]!.push({
          wall: wall / n,
          cpu: cpu / n,
          ravenWall: timed.wall,
          ravenCpu: (children() - k0 + l1.runs - l0.runs) / n,
        });
      }
    }
    say(
      `   ${'program'.padEnd(20)} ${'by the clock: per evaluation'.padStart(28)} ${'Raven'.padStart(8)} ${'overhead'.padStart(9)} ${'of Raven'.padStart(8)}  ${'CPU: overhead'.padStart(13)} ${'Raven'.padStart(8)} ${'of Raven'.padStart(8)}`,
    );
    const row: Record<string, { wall: number; wallPct: number; cpu: number; pct: number }> = {};
    for (const name of programs) {
      const all = samples[name]!;
      const wall = median(all.map((s) => s.wall));
      const inside = median(all.map((s) => s.ravenWall));
      const over = median(all.map((s) => s.wall - s.ravenWall));
      const cpu = median(all.map((s) => s.cpu));
      const ravenCpu = median(all.map((s) => s.ravenCpu));
      row[name] = { wall: over, wallPct: (over / inside) * 100, cpu, pct: (cpu / ravenCpu) * 100 };
      say(
        `   ${name.padEnd(20)} ${ms(wall).padStart(28)} ${ms(inside).padStart(8)} ${ms(over).padStart(9)} ${`${row[name]!.wallPct.toFixed(1)}%`.padStart(8)}  ${ms(cpu).padStart(13)} ${ms(ravenCpu).padStart(8)} ${`${row[name]!.pct.toFixed(1)}%`.padStart(8)}`,
      );
    }
    const ours = row['rvkit (model)']!;
    const theirs = row['OSTRICH']!;
    say(
      `   rvkit on the model against OSTRICH: clock overhead ${ms(ours.wall)} (${ours.wallPct.toFixed(1)}%) vs ${ms(theirs.wall)} (${theirs.wallPct.toFixed(1)}%), ratio ${(ours.wall / theirs.wall).toFixed(2)}; CPU ${ms(ours.cpu)} (${ours.pct.toFixed(1)}%) vs ${ms(theirs.cpu)} (${theirs.pct.toFixed(1)}%), ratio ${(ours.cpu / theirs.cpu).toFixed(2)}; goal < 5% of Raven's: ${ours.wall < 0 ? 'not measurable (the timed twin differs more than that: load too high)' : ours.wallPct < 5 ? 'met' : 'not met'} by the clock, ${ours.pct < 5 ? 'met' : 'not met'} in CPU`,
    );
    const node = row['rvkit (model, Node)']!;
    say(
      `   rvkit-launch against Node's spawn: CPU overhead ${ms(ours.cpu)} vs ${ms(node.cpu)} (${(node.cpu - ours.cpu).toFixed(2)} ms less per evaluation), clock ${ms(ours.wall)} vs ${ms(node.wall)}`,
    );
    say(
      '   (per evaluation, median of the rounds: the whole calibration over its runs, start-up and result files included;',
    );
    say("    rvkit (model)'s Raven time is its timed twin's: it runs Raven with nothing around it;");
    say(
      `    rvkit (model) starts Raven ${launcherStatus().available ? 'through rvkit-launch' : `from Node (rvkit-launch: ${(launcherStatus() as { reason: string }).reason})`}, rvkit (model, Node) from Node)`,
    );
    say(`   load average: ${load()}`);
  }

  if (only.includes(2)) {
    const budget = quick ? 16 : 48;
    say(`\n2. parallel efficiency (${budget} evaluations; rvkit on the model)`);
    for (const kind of ['mc', 'dds'] as const) {
      const rate = async (jobs: number) => {
        const t0 = performance.now();
        await calibrateModel(modelCopy(model, `p-${kind}-${jobs}`), setupOf(budget, 9, { kind }), {
          jobs,
          writeBack: false,
        });
        return (budget + 1) / ((performance.now() - t0) / 1000);
      };
      const one = await rate(1);
      const all = await rate(cores);
      const what = kind === 'mc' ? 'Monte Carlo sample' : 'parallel DDS (asynchronous)';
      say(
        `   ${what.padEnd(28)} 1 worker ${one.toFixed(2)}/s, ${cores} workers ${all.toFixed(2)}/s: efficiency ${((all / (cores * one)) * 100).toFixed(0)}%`,
      );
    }
    say(`   load average: ${load()}`);
  }

  if (only.includes(3)) {
    const budget = Number(option('budget') ?? (quick ? 60 : 200));
    say(`\n3. the same budget (${budget} evaluations, seed 7): wall time to the same NSE`);
    const exported = await writeOstrichSetup(
      modelCopy(model, 'o3'),
      setupOf(budget, 7),
      join(work, 'o3-setup'),
    );
    const o = ostrichRun(ostrich, resolve(exported, '..'));
    const t0 = Date.now();
    const native = await calibrateModel(modelCopy(model, 'n3'), setupOf(budget, 7), {
      jobs: cores,
      writeBack: false,
    });
    const seconds = (Date.now() - t0) / 1000;
    const r = await rvkitRun(native.dir, t0);
    const spot = reference<{ evaluations: [number, number][]; seconds: number }>(python, {
      op: 'dds',
      nc: SALMON_NC,
      hru: SALMON_HRU,
      ...PERIOD,
      budget,
      seed: 7,
      dir: join(work, 'spotpy'),
    });
    let sb = -Infinity;
    const s = {
      best: spot.evaluations.map(([, nse]) => (sb = Math.max(sb, nse))),
      times: spot.evaluations.map(([t]) => t),
    };
    const runs = [
      ['OSTRICH (serial DDS)', o.seconds, o],
      [`rvkit (parallel DDS, ${cores} workers)`, seconds, r],
      ['ravenpy + spotpy DDS (serial)', spot.seconds, s],
    ] as const;
    const target = Math.min(...runs.map(([, , run]) => run.best.at(-1)!));
    say(`   target NSE ${target.toFixed(4)} (the lowest of the three final bests)`);
    say(
      `   ${'program'.padEnd(34)} ${'final NSE'.padStart(9)} ${'wall'.padStart(8)} ${'to target'.padStart(10)} ${'per evaluation'.padStart(15)}`,
    );
    for (const [name, wall, run] of runs) {
      const reach = timeTo(target, run);
      say(
        `   ${name.padEnd(34)} ${run.best.at(-1)!.toFixed(4).padStart(9)} ${`${wall.toFixed(1)} s`.padStart(8)} ${(reach === null ? '—' : `${reach.toFixed(1)} s`).padStart(10)} ${ms((wall * 1000) / run.best.length).padStart(15)}`,
      );
    }
    say(`   load average: ${load()}`);
  }

  if (only.includes(4)) {
    const seeds = Number(option('seeds') ?? (quick ? 3 : 10));
    const budget = quick ? 60 : 200;
    say(
      `\n4. ${budget} evaluations × ${seeds} seeds: best NSE, OSTRICH (serial DDS), rvkit's default (parallel DDS, ${cores} workers) and OSTRICH's parallel DDS run by rvkit (--algorithm pdds, ${cores} workers)`,
    );
    say("   (rvkit with one worker makes OSTRICH's very evaluations: test/calibrate/ostrichSeeded.test.ts)");
    const theirs: number[] = [];
    const ours: number[] = [];
    const pdds: number[] = [];
    for (let seed = 1; seed <= seeds; seed++) {
      const exported = await writeOstrichSetup(
        modelCopy(model, `o4-${seed}`),
        setupOf(budget, seed),
        join(work, `o4-${seed}-setup`),
      );
      theirs.push(ostrichRun(ostrich, resolve(exported, '..')).best.at(-1)!);
      for (const [kind, into] of [
        ['dds', ours],
        ['pdds', pdds],
      ] as const) {
        const native = await calibrateModel(
          modelCopy(model, `n4-${kind}-${seed}`),
          setupOf(budget, seed, { kind }),
          {
            jobs: cores,
            writeBack: false,
          },
        );
        into.push(-native.result.best.cost);
      }
      say(
        `   seed ${String(seed).padStart(2)}: OSTRICH ${theirs.at(-1)!.toFixed(4)}   rvkit ${ours.at(-1)!.toFixed(4)}   rvkit pdds ${pdds.at(-1)!.toFixed(4)}`,
      );
    }
    const below = ours.filter((v, i) => v < theirs[i]!).length;
    say(
      `   median best NSE: OSTRICH ${median(theirs).toFixed(4)}, rvkit ${median(ours).toFixed(4)} (below OSTRICH for ${below} of ${seeds} seeds), rvkit pdds ${median(pdds).toFixed(4)}`,
    );
    say(`   load average: ${load()}`);
  }

  if (only.includes(5)) {
    const seeds = quick ? 3 : 10;
    const budget = quick ? 100 : 300;
    say(
      `\n5. analytic functions, DDS, ${budget} evaluations × ${seeds} seeds: best value (median, quartiles)`,
    );
    const cases = [
      ['griewank', 10, -600, 600],
      ['ackley', 10, -32.768, 32.768],
      ['rosenbrock', 4, -2, 2],
    ] as const;
    for (const [fn, n, low, high] of cases) {
      const theirs: number[] = [];
      const ours: number[] = [];
      for (let seed = 1; seed <= seeds; seed++) {
        const o = analyticSetup(mkdtempSync(join(work, `${fn}-o-`)), fn, n, low, high, seed, budget);
        spawnSync(ostrich, [], { cwd: o, stdio: 'ignore' });
        const rows = readFileSync(join(o, 'OstModel0.txt'), 'latin1').trim().split('\n').slice(1);
        theirs.push(Math.min(...rows.map((r) => Number(r.trim().split(/\s+/)[1]))));
        const r = analyticSetup(mkdtempSync(join(work, `${fn}-r-`)), fn, n, low, high, seed, budget);
        ours.push((await calibrateOstrich(join(r, 'ostIn.txt'))).result.best.cost);
      }
      const q = (v: number[], f: number) => [...v].sort((a, b) => a - b)[Math.floor(f * (v.length - 1))]!;
      const stats = (v: number[]) =>
        `${median(v).toPrecision(4)} (${q(v, 0.25).toPrecision(3)}–${q(v, 0.75).toPrecision(3)})`;
      // OSTRICH prints its objectives with 7 digits: the same evaluations print the same.
      const same = theirs.every((t, i) => t === Number(formatE(ours[i]!)));
      say(
        `   ${`${fn} ${n}-D`.padEnd(16)} OSTRICH ${stats(theirs).padEnd(24)} rvkit ${stats(ours).padEnd(24)} ${same ? 'identical for every seed' : 'differ'}`,
      );
    }
    say(`   load average: ${load()}`);
  }
  rmSync(work, { recursive: true, force: true });
}

await main();
