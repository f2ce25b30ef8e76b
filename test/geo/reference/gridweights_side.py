"""The reference side of rvkit's grid-weight tests: ravenpy 0.21's GridWeightExtractor on each case.

Reads a JSON list of cases from the file named by the first argument ({"polygons", "netcdf", "id",
"dim_names", "var_names"}), runs the extractor on each as its own tests do, and prints one JSON object: for
each case its NumberHRUs, NumberGridCells and rows [hru, cell, weight]. Run by test/geo only.
"""

import json
import sys
import warnings

from ravenpy.extractors.routing_product import GridWeightExtractor


def main():
    with open(sys.argv[1]) as f:
        cases = json.load(f)
    out = []
    for case in cases:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            gw = GridWeightExtractor(
                case["netcdf"],
                case["polygons"],
                dim_names=tuple(case["dim_names"]),
                var_names=tuple(case["var_names"]),
                routing_id_field=case["id"],
            ).extract()
        out.append(
            {
                "number_hrus": int(gw["number_hrus"]),
                "number_grid_cells": int(gw["number_grid_cells"]),
                "rows": [[int(h), int(c), float(w)] for h, c, w in gw["data"]],
            }
        )
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
