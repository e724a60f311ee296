"""PipeWire's underruns in a press-to-sound run, from pw-profiler's log (0.3.65's text format:
per graph cycle the driver's 4 columns, then 8 per follower: id, 5 times, status, 0), with the
nodes' names from pw-dump's JSON taken during the run. A follower whose status is not
"finished" (3) when the cycle is reported did not deliver in time: its samples are missing from
that cycle (an underrun of that stream). Also counts the sink's timer waking more than 1.3
cycles after the last (pw-profiler's own mark of a late driver).
Usage: python3 pipewire_cycles.py PROFILER_LOG PW_DUMP_JSON"""

import collections
import json
import sys

names = {}
try:
    for node in json.load(open(sys.argv[2])):
        props = (node.get("info") or {}).get("props") or {}
        if node.get("type", "").endswith(":Node"):
            names[str(node["id"])] = props.get("application.name") or props.get("node.name", "?")
except (OSError, ValueError):
    pass
cycles, late_driver = 0, 0
seen, unfinished = collections.Counter(), collections.Counter()
for line in open(sys.argv[1]):
    fields = line.rstrip("\n").split("\t")
    if len(fields) < 4:
        continue
    cycles += 1
    since_last, _, _, period = map(float, fields[:4])
    late_driver += since_last > 1.3 * period
    for start in range(4, len(fields) - 7, 8):
        node = fields[start].strip()
        if node:
            seen[node] += 1
            unfinished[node] += fields[start + 6] != "3"
parts = [f"{names.get(node, 'node ' + node)} {unfinished[node]} of {seen[node]}" for node in seen]
print(f"{cycles} cycles, the sink's timer late {late_driver} times; cycles a stream had not"
      f" finished: {', '.join(parts) or 'none seen'}")
