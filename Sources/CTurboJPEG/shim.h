#ifndef REEL_CTURBOJPEG_SHIM_H
#define REEL_CTURBOJPEG_SHIM_H
#include <stddef.h>
#include <turbojpeg.h>
#endif
