// The declaration in include/CFuzzer.h is all this module provides; SwiftPM needs a source file for a C target.
#include "CFuzzer.h"
