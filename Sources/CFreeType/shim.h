#ifndef PLOTLINE_CFREETYPE_SHIM_H
#define PLOTLINE_CFREETYPE_SHIM_H

// FreeType's outline rasterizer and stroker, used to fill and stroke long device-space polylines.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_STROKER_H

#endif
