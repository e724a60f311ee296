#include "server_latency.h"

void starlight_latency_record(starlight_output_latency *reading, uint64_t server_usec,
                              uint64_t device_usec) {
  uint64_t total = server_usec + device_usec;
  reading->state = STARLIGHT_LATENCY_MEASURED;
  reading->server_usec = server_usec;
  reading->device_usec = device_usec;
  reading->total_usec = total;
  if (reading->readings == 0 || total < reading->least_total_usec)
    reading->least_total_usec = total;
  if (reading->readings == 0 || total > reading->most_total_usec) reading->most_total_usec = total;
  reading->readings += 1;
  reading->reason[0] = 0;
}
