// libpipewire (libpipewire-0.3-dev): the PipeWire graph's profiler, read for the game's own
// stream's latency (see CServerLatency).
#include <pipewire/pipewire.h>
#include <pipewire/extensions/profiler.h>
