"""The reference side of rvkit's routing-product tests: BasinMaker 3.1's own GenerateRavenInput.

Reads {"shapefile": path of a finalcat_hru_info .shp, "out": a directory} from the JSON file named by the first
argument, runs GenerateRavenInput with its defaults (river-length threshold 1 m, Manning's n 0.035, aspects as
GRASS gives them, lakes not gauged, no observations), and prints the paths of the files it wrote as JSON.
Run by test/geo only.
"""

import json
import os
import sys
import warnings

# BasinMaker and simpledbf print progress and notices on standard output, which carries the answer here.
_stdout, sys.stdout = sys.stdout, sys.stderr
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from basinmaker.hymodin.raveninput import GenerateRavenInput
sys.stdout = _stdout


def main():
    with open(sys.argv[1]) as f:
        case = json.load(f)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        stdout = sys.stdout
        sys.stdout = sys.stderr  # BasinMaker prints progress
        try:
            GenerateRavenInput(Path_final_hru_info=case["shapefile"], OutputFolder=case["out"], Model_Name="model")
        finally:
            sys.stdout = stdout
    d = os.path.join(case["out"], "RavenInput")
    json.dump({n: os.path.join(d, n) for n in ("model.rvh", "Lakes.rvh", "channel_properties.rvp")}, sys.stdout)


if __name__ == "__main__":
    main()
