#!/usr/bin/env python3
"""Times the same folder `StarlightBenchmarks library` imports, chart by chart, through
PyPI's `simfile` package (pip install simfile): each .sm file opened, and each chart's notes
parsed and placed in time (NoteData, TimingData, time_notes), one after another on one core.

Usage: LIBRARY_BENCH_PACK=/tmp/pack swift run -c release StarlightBenchmarks library
       python3 Benchmarks/Library/simfile_timing.py /tmp/pack
"""
import pathlib
import sys
import time

import simfile
from simfile.notes import NoteData
from simfile.notes.timed import time_notes
from simfile.timing import TimingData


def main(folder: str) -> None:
    paths = sorted(pathlib.Path(folder).rglob("*.sm"))
    charts = notes = 0
    start = time.perf_counter()
    for path in paths:
        sim = simfile.open(str(path))
        for chart in sim.charts:
            timing = TimingData(sim, chart)
            notes += sum(1 for _ in time_notes(NoteData(chart), timing))
            charts += 1
    elapsed = time.perf_counter() - start
    print(
        f"simfile {simfile.__version__}: {charts} charts ({notes} notes) from {len(paths)} files "
        f"in {elapsed:.2f} s = {charts / elapsed:.0f} charts/s, one chart after another"
    )


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/library-bench-pack")
