#ifndef PLOTLINE_CZEROMQ_SHIM_H
#define PLOTLINE_CZEROMQ_SHIM_H

#include <zmq.h>

#endif
