"""Writes the press-to-sound benchmark's chart: one lane, a tap every NOTE_GAP ms for SECONDS,
on a silent WAV of its own (8 kHz mono, converted by SDL_mixer as it decodes), so that a key
pressed at any moment of play finds a note within a few milliseconds and sounds, and the capture
holds only hit sounds. Misses are silent (only a hit plays the hit sound), and the run is played
with --mod no-fail, so the notes no one presses cost nothing.
Usage: python3 press_chart.py DIR SECONDS [NOTE_GAP_MS]  -> DIR/chart.json, DIR/silence.wav"""

import json
import sys
import wave

directory, seconds = sys.argv[1], float(sys.argv[2])
gap_ms = float(sys.argv[3]) if len(sys.argv) > 3 else 50.0
rate = 8000
with wave.open(f"{directory}/silence.wav", "wb") as silence:
    silence.setnchannels(1)
    silence.setsampwidth(2)
    silence.setframerate(rate)
    # Ten seconds past the last note: the attempt's outro plays on the song.
    silence.writeframes(bytes(2 * rate * int(seconds + 10)))
# 60 BPM: a beat is a second, so a note's beat is its time in seconds.
beats = [round(1 + index * gap_ms / 1000, 6) for index in range(int((seconds - 1) * 1000 / gap_ms))]
chart = {
    "format": "starlight-beatmap",
    "version": 1,
    "metadata": {"title": "Press to sound", "artist": "StarlightSync benchmark"},
    "audio": {"file": "silence.wav"},
    "offsetMs": 0,
    "lanes": 1,
    "tempo": [{"beat": 0, "bpm": 60}],
    "notes": [{"beat": beat, "lane": 0} for beat in beats],
}
with open(f"{directory}/chart.json", "w") as out:
    json.dump(chart, out)
