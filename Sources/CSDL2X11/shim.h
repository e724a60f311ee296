#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

// The socket of the X display connection behind an SDL window, or -1 when SDL does not
// show it through X11 (Wayland, the dummy driver). Apart from CSDL2 so that Xlib's names
// (Window, Display, Status...) reach only the one file that waits on the socket.
static inline int starlight_x11_socket(SDL_Window *window) {
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) {
    return -1;
  }
  return ConnectionNumber(info.info.x11.display);
}
