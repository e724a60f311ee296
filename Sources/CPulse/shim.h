// libpulse (libpulse-dev): the PulseAudio server's introspection, read for the game's own
// stream's latency (see CServerLatency).
#include <pulse/pulseaudio.h>
