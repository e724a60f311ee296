#!/usr/bin/env python3
"""Issues 12 and 23: compares a capture of a live run (SDL's disk driver, or a sound server's
monitor) with the offline render of its replay. Aligns the two on the song's first sample,
then follows the capture through the sound server's underruns: where the capture stops
matching, a stretch the server played as silence (its stream ran dry) and the render's
samples it then skipped or delayed, the two are aligned again on the next exact match. Prints
the largest sample difference over every sample the capture carries of the game's mix (0
when live equals render sample for sample), each gap the server made, the late hit sounds
the live run counted, and each hit sound's lag after its press measured in the capture
(against a render of the same run with no hit sounds).

Usage: compare_capture.py CAPTURE.raw RENDER.wav MUSIC_ONLY.wav REPLAY.json RENDER_LINE
RENDER_LINE is what `replay --render-audio` printed (it names song frame 0's sample and the
attempt's last sample in the render)."""
import json
import re
import sys

import numpy as np

RATE = 48_000
FIND = 4_800  # samples of the song's opening matched to find it in the capture
MATCH = 960  # samples (480 frames, 10 ms) that must match exactly to align again after a gap
SEARCH = 2 * RATE  # how far either way (in samples) the next match is looked for
SCAN_STEP, SCAN_REACH = 16, 2 * RATE // 10  # where the capture is searched on after a gap


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
    """The capture sample where the render's song opening (from `start`) is found; when the
    sound server's gaps broke the opening up, a later piece of it, shifted back."""
    for offset, length in [(0, FIND)] + [(k * MATCH, MATCH) for k in range(1, 200)]:
        window = render[start + offset:start + offset + length]
        if not window.any():
            continue
        candidates = np.flatnonzero(np.abs(capture - window[0]) <= 1e-6)
        for candidate in candidates:
            piece = capture[candidate:candidate + length]
            if piece.size == window.size and np.max(np.abs(piece - window)) <= 1e-6:
                return int(candidate) - offset
    return None


def find_resume(capture, render, bad, resume, lengths=(MATCH, MATCH // 5, MATCH // 20)):
    """The render sample the capture's samples from `resume` on copy exactly, nearest to
    where the gap began first (the song repeats itself exactly in places), trying shorter
    matches when a second gap follows closely; None if there is none."""
    for length in lengths:
        piece = capture[resume:resume + length]
        if piece.size < length:
            return None
        low, high = max(0, bad - SEARCH), min(render.size - length, bad + SEARCH)
        candidates = low + np.flatnonzero(render[low:high] == piece[0])
        for candidate in sorted(candidates, key=lambda c: abs(int(c) - bad)):
            if candidate % 2 == 0 and np.array_equal(render[candidate:candidate + length], piece):
                return int(candidate)
    return None


def first_difference(capture, render, position, shift, stop):
    """The first render sample from `position` the capture does not copy, looked for a
    chunk at a time (gaps come every few milliseconds at small buffers); None if none."""
    chunk = 1 << 15
    while position < stop:
        upto = min(stop, position + chunk)
        wrong = np.flatnonzero(capture[position + shift:upto + shift] != render[position:upto])
        if wrong.size:
            return position + int(wrong[0])
        position = upto
    return None


def follow(capture, render, start, shift, end):
    """The capture aligned to the render: aligned[i] is the capture's copy of render sample
    i, NaN where the capture has none (a gap). Returns it and the gaps: (render frame where
    the capture stopped matching, frames of silence there, render frames never heard, net
    frames the capture moved on by, non-zero capture samples left unexplained)."""
    aligned = np.full(render.size, np.nan, dtype=np.float64)
    gaps = []
    position = start
    while position < end:
        stop = min(end, capture.size - shift)
        if stop <= position:
            break
        bad = first_difference(capture, render, position, shift, stop)
        if bad is None:
            aligned[position:stop] = capture[position + shift:stop + shift]
            break
        bad -= bad % 2  # a whole frame
        aligned[position:bad] = capture[position + shift:bad + shift]
        silent = 0
        while bad + shift + silent < capture.size and capture[bad + shift + silent] == 0:
            silent += 1
        silent -= silent % 2
        resume = bad + shift + silent
        found = find_resume(capture, render, bad, resume)
        unexplained = 0
        if found is None:
            # Gaps too close together for a match right after the silence: look further on,
            # and count what the capture held between as unexplained (not compared).
            for later in range(resume + SCAN_STEP, resume + SCAN_REACH, SCAN_STEP):
                found = find_resume(capture, render, bad, later, lengths=(MATCH // 5,))
                if found is not None:
                    unexplained = int(np.count_nonzero(capture[resume:later]))
                    resume = later
                    break
        if found is None:
            # Not a gap: a real difference (or the capture's end). Compared as it is.
            rest = min(stop, bad + MATCH)
            aligned[bad:rest] = capture[bad + shift:rest + shift]
            gaps.append((bad // 2, silent // 2, None, None, 0))
            position = rest
            continue
        new_shift = resume - found
        gaps.append(
            (bad // 2, silent // 2, max(0, found - bad) // 2, (new_shift - shift) // 2, unexplained))
        shift, position = new_shift, found
    return aligned, gaps


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
    end = min(attempt_end * 2, render.size)
    end -= end % 2
    aligned, gaps = follow(capture, render, start, shift, end)
    heard = ~np.isnan(aligned[start:end])
    difference = np.abs(aligned[start:end][heard] - render[start:end][heard])
    largest = float(difference.max()) if difference.size else float("nan")
    worst = start + int(np.flatnonzero(heard)[int(difference.argmax())]) if difference.size else 0
    late = (replay.get("audio") or {}).get("lateSounds")
    latency = (replay.get("audio") or {}).get("hitSoundLatencyNs")
    print(f"compared {difference.size // 2} frames ({difference.size / 2 / RATE:.2f} s) "
          f"of the {(end - start) // 2} from the song's first sample to the attempt's end")
    print(f"largest sample difference {largest:.3g} (at render frame {worst // 2}); "
          f"samples over 1e-6: {int((difference > 1e-6).sum())}; late sounds {late}; "
          f"L {latency / 1e6 if latency else float('nan'):.3f} ms")
    real = [gap for gap in gaps if gap[2] is None]
    dry = [gap for gap in gaps if gap[2] is not None]
    print(f"sound server gaps (its stream ran dry; silence played, the mix's samples then "
          f"skipped or delayed): {len(dry)}, {sum(g[1] for g in dry)} frames of silence, "
          f"{sum(g[2] for g in dry)} frames of the mix skipped, capture moved on "
          f"{sum(g[3] for g in dry)} frames in all; first at render frames "
          f"{[g[0] for g in dry[:8]]}")
    unexplained = sum(g[4] for g in dry)
    if unexplained:
        print(f"non-silent capture samples inside gaps, left uncompared: {unexplained}")
    if real:
        print(f"differences that are no gap: {len(real)}, first at render frames "
              f"{[g[0] for g in real[:8]]}")
    # Hit sound lag: each press's sound found in the capture by matching the render's own
    # (the render minus the music-only render is the sounds alone; so is the capture minus
    # it): the shift, from -1 ms to +400 ms around press + L, where the capture's sounds best
    # match the render's 10 ms from that press's onset on. Lag = L + that shift.
    if first_nonzero(music) != start or latency is None:
        print("music-only render does not line up; no lag figures")
        return
    frames = min(render.size, music.size) // 2
    live_sounds = aligned[:2 * frames][0::2] - music[:2 * frames][0::2]
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
        if np.isnan(window).any():
            continue  # a sound server gap in the way
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
        left = np.abs(aligned[:2 * frames][0::2] - render[:2 * frames][0::2])[stretch]
        right = np.abs(aligned[:2 * frames][1::2] - render[:2 * frames][1::2])[stretch]
        outside = max(float(np.nanmax(left[mask], initial=0)), float(np.nanmax(right[mask], initial=0)))
        print(f"outside the {len(late_spans)} late sounds' stretches ({mask.mean() * 100:.1f} % of "
              f"the attempt): largest sample difference {outside:.3g}")
    if lags:
        lags.sort()
        print(f"hit sound lag after the press (found in the capture, {len(lags)} sounds): "
              f"min {lags[0]:.3f} ms, median {lags[len(lags) // 2]:.3f} ms, "
              f"max {lags[-1]:.3f} ms, spread {lags[-1] - lags[0]:.3f} ms")


if __name__ == "__main__":
    main()
