#!/usr/bin/env python3
"""Issue 12: compares a disk-driver capture of a live run with the offline render of its
replay. Aligns the two on the song's first sample, prints the largest sample difference over
the attempt, the late hit sounds the live run counted, and each hit sound's lag after its
press measured in the capture (against a render of the same run with no hit sounds).

Usage: compare_capture.py CAPTURE.raw RENDER.wav MUSIC_ONLY.wav REPLAY.json RENDER_LINE
RENDER_LINE is what `replay --render-audio` printed (it names song frame 0's sample and the
attempt's last sample in the render)."""
import json
import re
import sys

import numpy as np

RATE = 48_000
FIND = 4_800  # samples of the song's opening matched to find it in the capture


def wav_floats(path):
    data = open(path, "rb").read()
    index = 12
    while index + 8 <= len(data):
        chunk, size = data[index:index + 4], int.from_bytes(data[index + 4:index + 8], "little")
        if chunk == b"data":
            return np.frombuffer(data[index + 8:index + 8 + size], dtype="<f4")
        index += 8 + size + (size & 1)
    raise SystemExit(f"{path}: no data chunk")


def first_nonzero(samples):
    hits = np.flatnonzero(samples != 0)
    return int(hits[0]) if hits.size else None


def find_song(capture, render, start):
    """The capture sample where the render's song opening (from `start`) is found."""
    window = render[start:start + FIND]
    candidates = np.flatnonzero(np.abs(capture - window[0]) <= 1e-6)
    for candidate in candidates:
        piece = capture[candidate:candidate + FIND]
        if piece.size == window.size and np.max(np.abs(piece - window)) <= 1e-6:
            return int(candidate)
    return None


def main():
    capture = np.fromfile(sys.argv[1], dtype="<f4")
    render, music = wav_floats(sys.argv[2]), wav_floats(sys.argv[3])
    replay = json.load(open(sys.argv[4]))
    line = sys.argv[5]
    song_zero = int(re.search(r"song frame 0 at frame (-?\d+)", line).group(1))
    attempt_end = int(re.search(r"attempt ends at frame (\d+)", line).group(1))
    start = first_nonzero(render)
    found = find_song(capture, render, start)
    if found is None:
        raise SystemExit("the song's opening is not in the capture")
    shift = found - start  # capture sample = render sample + shift
    end = min(attempt_end * 2, render.size, capture.size - shift)
    end -= end % 2
    difference = np.abs(capture[start + shift:end + shift] - render[start:end])
    largest = float(difference.max()) if difference.size else float("nan")
    worst = start + int(difference.argmax()) if difference.size else 0
    late = (replay.get("audio") or {}).get("lateSounds")
    latency = (replay.get("audio") or {}).get("hitSoundLatencyNs")
    print(f"compared {difference.size // 2} frames ({difference.size / 2 / RATE:.2f} s) "
          f"from the song's first sample to the attempt's end")
    print(f"largest sample difference {largest:.3g} (at render frame {worst // 2}); "
          f"samples over 1e-6: {int((difference > 1e-6).sum())}; late sounds {late}; "
          f"L {latency / 1e6 if latency else float('nan'):.3f} ms")
    # Hit sound lag: each press's sound found in the capture by matching the render's own
    # (the render minus the music-only render is the sounds alone; so is the capture minus
    # it): the shift, from -1 ms to +400 ms around press + L, where the capture's sounds best
    # match the render's 10 ms from that press's onset on. Lag = L + that shift.
    if first_nonzero(music) != start or latency is None:
        print("music-only render does not line up; no lag figures")
        return
    frames = min(render.size, music.size, capture.size - shift) // 2
    live_sounds = capture[shift:shift + 2 * frames][0::2] - music[:2 * frames][0::2]
    render_sounds = render[:2 * frames][0::2] - music[:2 * frames][0::2]
    latency_frames = (latency * RATE + 500_000_000) // 1_000_000_000
    early, late_reach, span = 48, 4 * RATE // 10, RATE // 100
    lags, late_spans = [], []
    for action in replay["actions"]:
        if action.get("action") != "press":
            continue
        press = (action["timeNs"] * RATE + 500_000_000) // 1_000_000_000 + song_zero
        onset = press + latency_frames
        template = render_sounds[onset:onset + span]
        if onset - early < 0 or onset + late_reach + span > frames or not template.any():
            continue
        window = live_sounds[onset - early:onset + late_reach + span]
        cost = (np.convolve(window * window, np.ones(span), "valid")
                - 2 * np.correlate(window, template, "valid") + float(template @ template))
        best = int(np.argmin(cost)) - early
        lags.append((latency_frames + best) / RATE * 1000)
        if best != 0:
            late_spans.append((onset, max(0, best)))
    if late_spans:
        # Where every sound came on time: the largest difference outside the stretches a
        # late sound changed: from its due frame to 1.5 s after it was heard, by when the
        # limiter (80 ms release) has forgotten it below 1e-6.
        keep = np.ones(frames, dtype=bool)
        for onset, shift_frames in late_spans:
            keep[max(0, onset - early):onset + shift_frames + 3 * RATE // 2] = False
        stretch = slice(start // 2, min(end // 2, frames))
        mask = keep[stretch]
        left = np.abs(capture[shift:shift + 2 * frames][0::2] - render[:2 * frames][0::2])[stretch]
        right = np.abs(capture[shift:shift + 2 * frames][1::2] - render[:2 * frames][1::2])[stretch]
        outside = max(float(left[mask].max(initial=0)), float(right[mask].max(initial=0)))
        print(f"outside the {len(late_spans)} late sounds' stretches ({mask.mean() * 100:.1f} % of "
              f"the attempt): largest sample difference {outside:.3g}")
    if lags:
        lags.sort()
        print(f"hit sound lag after the press (found in the capture, {len(lags)} sounds): "
              f"min {lags[0]:.3f} ms, median {lags[len(lags) // 2]:.3f} ms, "
              f"max {lags[-1]:.3f} ms, spread {lags[-1] - lags[0]:.3f} ms")


if __name__ == "__main__":
    main()
