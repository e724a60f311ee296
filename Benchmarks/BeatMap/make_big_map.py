#!/usr/bin/env python3
"""Writes a beat map at the note cap (250,000 notes) and the silent WAV it plays over, for
Benchmarks/BeatMap/big-map.sh. With --pad-to BYTES the map is padded (notes get an explicit
"kind": "tap") until it is that size, for the 8 MB file cap.
Usage: make_big_map.py OUT_DIR [--notes N] [--pad-to BYTES]"""
import argparse
import json
import os
import struct

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--notes", type=int, default=250_000)
parser.add_argument("--pad-to", type=int, default=0)
parser.add_argument("--name", default="big.json")
args = parser.parse_args()
os.makedirs(args.out, exist_ok=True)

BPM = 960  # 1/8-beat steps: 250 000 notes span about 33 minutes
STEP = 0.125
seconds = int(args.notes * STEP * 60 / BPM) + 5
rate = 8000
frames = seconds * rate
with open(os.path.join(args.out, "silence.wav"), "wb") as wav:
    data = frames * 2
    wav.write(b"RIFF" + struct.pack("<I", 36 + data) + b"WAVE")
    wav.write(b"fmt " + struct.pack("<IHHIIHH", 16, 1, 1, rate, rate * 2, 2, 16))
    wav.write(b"data" + struct.pack("<I", data))
    wav.write(bytes(data))

notes = [{"beat": round(4 + i * STEP, 3), "lane": i % 4} for i in range(args.notes)]
head = {
    "format": "starlight-beatmap", "version": 2,
    "metadata": {"title": "Big", "artist": "Benchmark"},
    "audio": {"file": "silence.wav"}, "offsetMs": 0, "lanes": 4,
    "tempo": [{"beat": 0, "bpm": BPM}],
}
def text():
    return json.dumps({**head, "notes": notes}, separators=(",", ":"))
body = text()
if args.pad_to:
    # Each explicit kind adds 13 bytes; add them to the first notes until the size is reached.
    needed = (args.pad_to - len(body)) // len(',"kind":"tap"')
    for note in notes[: max(0, min(needed, len(notes)))]:
        note["kind"] = "tap"
    body = text()
    body += " " * max(0, args.pad_to - len(body))
with open(os.path.join(args.out, args.name), "w") as out:
    out.write(body)
print(f"{args.name}: {len(body)} bytes, {args.notes} notes, audio {seconds} s")
