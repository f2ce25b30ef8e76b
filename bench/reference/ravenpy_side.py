"""The reference library's side of rvkit's side-by-side bench (bench/reference.ts).

Reads one JSON request per line on standard input, does the operation with ravenpy as its own tests and
documentation do it, and answers one JSON line: the wall time of each repetition in milliseconds, and what
the operation gave (for the bench to check that both sides did the same work). Run by the bench only.
"""

import datetime as dt
import json
import multiprocessing
import sys
import time
from pathlib import Path

import numpy as np
import xarray as xr

from ravenpy import Emulator, OutputReader
from ravenpy.config import commands as rc
from ravenpy.config import emulators
from ravenpy.config.parsers import parse_diagnostics, parse_raven_messages, parse_solution

ALT_NAMES = {
    "RAINFALL": "rain",
    "TEMP_MIN": "tmin",
    "TEMP_MAX": "tmax",
    "PET": "pet",
    "HYDROGRAPH": "qobs",
    "SNOWFALL": "snow",
}


def salmon_fields(name, nc, hru, start, end):
    """The reference tests' symbolic_config fixture (tests/emulators.py) for one emulator."""
    data_type = ["RAINFALL", "TEMP_MIN", "TEMP_MAX", "SNOWFALL"]
    extras_all = {"elevation": hru["elevation"]}
    if name in ("HBVEC", "HYPR"):
        with xr.open_dataset(nc) as ds:
            extras_all["monthly_ave_temperature"] = (
                ((ds.tmin + ds.tmax) / 2).groupby("time.month").mean().values.tolist()
            )
            extras_all["monthly_ave_evaporation"] = ds.pet.groupby("time.month").mean().values.tolist()
    extras = {}
    if name == "GR4JCN":
        extras["GlobalParameter"] = {"AVG_ANNUAL_RUNOFF": 208.480}
    if name == "HMETS":
        data_type.append("PET")
    hrus = [hru]
    if name == "CanadianShield":
        hrus = [hru, hru]
        extras["SuppressOutput"] = True
    return dict(
        Gauge=[rc.Gauge.from_nc(nc, data_type=data_type, alt_names=ALT_NAMES, data_kwds={"ALL": extras_all})],
        ObservationData=[rc.ObservationData.from_nc(nc, alt_names="qobs")],
        HRUs=hrus,
        StartDate=dt.datetime.fromisoformat(start),
        EndDate=dt.datetime.fromisoformat(end),
        RunName="test",
        EvaluationMetrics=("NASH_SUTCLIFFE",),
        **extras,
    )


FIELDS = {}


def fields(req):
    key = (req["emulator"], req["start"], req["end"])
    if key not in FIELDS:
        FIELDS[key] = salmon_fields(req["emulator"], req["nc"], req["hru"], req["start"], req["end"])
    return FIELDS[key]


def timed(reps, fn):
    times = []
    result = None
    for _ in range(reps):
        t0 = time.perf_counter()
        result = fn()
        times.append((time.perf_counter() - t0) * 1000)
    return times, result


def op_forcing(req):
    nc = req["nc"]

    def read():
        gauge = rc.Gauge.from_nc(
            nc,
            data_type=["RAINFALL", "TEMP_MIN", "TEMP_MAX", "SNOWFALL"],
            alt_names=ALT_NAMES,
            data_kwds={"ALL": {"elevation": req["hru"]["elevation"]}},
        )
        obs = rc.ObservationData.from_nc(nc, alt_names="qobs")
        return len(gauge.data) + 1

    return timed(req["reps"], read)


def op_build(req):
    cls = getattr(emulators, req["emulator"])
    f = fields(req)
    workdir = Path(req["dir"])

    def build():
        conf = cls(**f).set_params(req["params"])
        conf.write_rv(workdir=workdir, modelname="m", overwrite=True)
        return sorted(p.name for p in workdir.iterdir())

    return timed(req["reps"], build)


def op_run(req):
    """One run of an emulator: its NSE and simulated flows, for the bench to compare with rvkit's."""
    cls = getattr(emulators, req["emulator"])
    conf = cls(**fields(req)).set_params(req["params"])
    out = Emulator(config=conf, workdir=req["dir"], overwrite=True).run()
    q = None
    if out.hydrograph is not None:  # none with :SuppressOutput (CanadianShield)
        q = out.hydrograph.q_sim.values.ravel().tolist()
        out.hydrograph.close()
    return [], {"nse": out.diagnostics["DIAG_NASH_SUTCLIFFE"][0], "q_sim": q}


def op_qsim(req):
    def read():
        reader = OutputReader(req["run_name"], path=Path(req["dir"]))
        q = reader.hydrograph.q_sim.values
        reader.hydrograph.close()
        return [int(q.size), float(np.nansum(q))]

    return timed(req["reps"], read)


def op_solution(req):
    path = Path(req["path"])

    def read():
        s = parse_solution(path)
        return len(s["hru_state_variable_table"].root)

    return timed(req["reps"], read)


def op_messages(req):
    path = Path(req["path"])
    return timed(req["reps"], lambda: {k: len(v) if isinstance(v, list) else v for k, v in parse_raven_messages(path).items()})


def op_diagnostics(req):
    path = Path(req["path"])
    return timed(req["reps"], lambda: parse_diagnostics(path)["DIAG_NASH_SUTCLIFFE"][0])


POOL = {}


def member(args):
    """One parameter set: the reference library's build, write and run, as a calibration loop does it."""
    req, i, params = args
    conf = emulators.GR4JCN(**fields(req)).set_params(params)
    workdir = Path(req["root"]) / f"member{i + 1:03d}"
    out = Emulator(config=conf, workdir=workdir, overwrite=True).run(overwrite=True)
    return out.diagnostics["DIAG_NASH_SUTCLIFFE"][0]


def op_sets(req):
    procs = req["procs"]
    fields(req)  # read once here: the forked workers inherit it
    if procs not in POOL:
        # fork: the workers start with ravenpy imported, as a pool made once and reused by a calibration.
        POOL[procs] = multiprocessing.get_context("fork").Pool(procs)
        POOL[procs].map(member, [(req, i, p) for i, p in enumerate(req["sets"][:procs])])
    pool = POOL[procs]
    jobs = [(req, i, p) for i, p in enumerate(req["sets"])]
    return timed(req["reps"], lambda: pool.map(member, jobs))


OPS = {
    "forcing": op_forcing,
    "build": op_build,
    "run": op_run,
    "qsim": op_qsim,
    "solution": op_solution,
    "messages": op_messages,
    "diagnostics": op_diagnostics,
    "sets": op_sets,
}


def main():
    import ravenpy

    print(json.dumps({"ready": ravenpy.__version__, "python": sys.version.split()[0]}), flush=True)
    for line in sys.stdin:
        req = json.loads(line)
        try:
            times, result = OPS[req["op"]](req)
            print(json.dumps({"times": times, "result": result}), flush=True)
        except Exception as e:  # noqa: BLE001 -- the bench prints the reference's failure and goes on
            print(json.dumps({"error": f"{type(e).__name__}: {e}"}), flush=True)
    for pool in POOL.values():
        pool.close()


if __name__ == "__main__":
    main()
