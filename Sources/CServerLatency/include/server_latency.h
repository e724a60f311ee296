#ifndef STARLIGHT_SERVER_LATENCY_H
#define STARLIGHT_SERVER_LATENCY_H

#include <stdint.h>

// The output latency of this process's own playback stream as the sound server measures it
// (server buffering plus the device), read on the client library's own thread, never on the
// game's audio or judging threads. Written in C: libpipewire's interfaces and pod parsing are
// macros and inline functions, and both servers call back on their own threads.

enum starlight_latency_state {
  // Connected (or connecting); the game's stream has not been seen yet.
  STARLIGHT_LATENCY_WAITING = 0,
  // `total_usec` and its parts hold the latest reading.
  STARLIGHT_LATENCY_MEASURED = 1,
  // It cannot be read from this server: `reason` says why.
  STARLIGHT_LATENCY_UNAVAILABLE = 2,
  // A PulseAudio server that is PipeWire's (pipewire-pulse): its stream latencies are always
  // 0, so the reading must come from PipeWire itself.
  STARLIGHT_LATENCY_PIPEWIRE_BEHIND = 3,
};

typedef struct starlight_output_latency {
  int state;
  // Server plus device, and the two parts.
  uint64_t total_usec;
  uint64_t server_usec;
  uint64_t device_usec;
  // PipeWire: the graph's quantum (frames per cycle) at `rate`; 0 for PulseAudio.
  uint32_t quantum;
  uint32_t rate;
  // Readings taken since the monitor started.
  uint64_t readings;
  // The server's name and version ("PulseAudio 16.1", "PipeWire 0.3.65").
  char server[64];
  char reason[160];
} starlight_output_latency;

typedef struct starlight_pulse_monitor starlight_pulse_monitor;
typedef struct starlight_pipewire_monitor starlight_pipewire_monitor;

// Connects to the default PulseAudio server and reads the sink input of process `pid` every
// `interval_ms`. Never NULL; a failure shows in the reading.
starlight_pulse_monitor *starlight_pulse_monitor_start(int pid, unsigned interval_ms);
void starlight_pulse_monitor_read(starlight_pulse_monitor *monitor, starlight_output_latency *out);
void starlight_pulse_monitor_stop(starlight_pulse_monitor *monitor);

// Connects to the default PipeWire daemon and follows its profiler for the playback stream of
// process `pid`. Never NULL; a failure shows in the reading.
starlight_pipewire_monitor *starlight_pipewire_monitor_start(int pid);
void starlight_pipewire_monitor_read(
    starlight_pipewire_monitor *monitor, starlight_output_latency *out);
void starlight_pipewire_monitor_stop(starlight_pipewire_monitor *monitor);

#endif
