"""The reference library's side of rvkit's calibration bench (bench/calibrate.ts).

One JSON request on the command line, one JSON answer on standard output:
- {"op": "write", ...}: the GR4JCN emulator of the reference's tests on the Salmon River, with
  :SuppressOutput, written as Raven files (the model every program of the bench calibrates);
- {"op": "dds", ...}: ravenpy's own calibration of that emulator (utilities.calibration.SpotSetup with
  spotpy's DDS), as its tests run it; answers the time and NSE of each evaluation.
Run by the bench only.
"""

import json
import sys
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from ravenpy_side import salmon_fields  # noqa: E402

import spotpy  # noqa: E402
from ravenpy.config import emulators  # noqa: E402
from ravenpy.utilities.calibration import SpotSetup  # noqa: E402

LOW = (0.01, -15.0, 10.0, 0.0, 1.0, 0.0)
HIGH = (2.5, 10.0, 700.0, 7.0, 30.0, 1.0)


def config(req):
    fields = salmon_fields("GR4JCN", req["nc"], req["hru"], req["start"], req["end"])
    fields["SuppressOutput"] = True
    return emulators.GR4JCN(**fields)


def op_write(req):
    conf = config(req).set_params(req["params"])
    conf.write_rv(workdir=Path(req["dir"]), modelname=req["modelname"], overwrite=True)
    return {"files": sorted(p.name for p in Path(req["dir"]).iterdir())}


def op_dds(req):
    setup = SpotSetup(config=config(req), low=LOW, high=HIGH, workdir=req["dir"])
    evaluations = []
    started = time.perf_counter()
    objective = setup.objectivefunction

    def recorded(evaluation, simulation):
        out = objective(evaluation, simulation)
        evaluations.append([time.perf_counter() - started, out[0]])
        return out

    setup.objectivefunction = recorded
    sampler = spotpy.algorithms.dds(setup, dbname="bench", dbformat="ram", save_sim=False, random_state=req["seed"])
    sampler.sample(req["budget"], trials=1)
    return {"evaluations": evaluations, "seconds": time.perf_counter() - started}


if __name__ == "__main__":
    warnings.simplefilter("ignore")
    request = json.loads(sys.argv[1])
    answer = {"write": op_write, "dds": op_dds}[request["op"]](request)
    # spotpy prints its progress on standard output: the answer is the last line.
    print("\n" + json.dumps(answer))
