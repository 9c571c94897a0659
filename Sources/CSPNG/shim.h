#ifndef PLOTLINE_CSPNG_SHIM_H
#define PLOTLINE_CSPNG_SHIM_H

#include <spng.h>

#endif
