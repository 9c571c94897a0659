/*
 * Measures PNG encoders on bitmaps Plotline renders: cairo's own writer, libspng at several compression levels
 * and filter choices, and zlib driven directly (a minimal PNG writer) with several levels, strategies and row
 * filters. Every variant includes the conversion from cairo's premultiplied ARGB to straight RGB(A).
 *
 *   make -C bench/png && bench/png/encoders chart1.png chart2.png ...
 */
#include <cairo.h>
#include <spng.h>
#include <zlib.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { unsigned char *data; size_t size, capacity; } buffer;

static void append(buffer *b, const void *data, size_t size) {
    if (b->size + size > b->capacity) {
        b->capacity = (b->size + size) * 2;
        b->data = realloc(b->data, b->capacity);
    }
    memcpy(b->data + b->size, data, size);
    b->size += size;
}

static cairo_status_t cairo_write(void *closure, const unsigned char *data, unsigned int length) {
    append(closure, data, length);
    return CAIRO_STATUS_SUCCESS;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

/* Straight RGB or RGBA rows from premultiplied ARGB32. */
static unsigned char *straight_pixels(cairo_surface_t *surface, int channels) {
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    unsigned char *source = cairo_image_surface_get_data(surface);
    unsigned char *out = malloc((size_t)width * height * channels);
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(source + (size_t)y * stride);
        unsigned char *o = out + (size_t)y * width * channels;
        for (int x = 0; x < width; x++) {
            uint32_t p = row[x];
            unsigned a = p >> 24, r = (p >> 16) & 255, g = (p >> 8) & 255, b = p & 255;
            if (a != 0 && a != 255) { r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a; }
            o[0] = r; o[1] = g; o[2] = b;
            if (channels == 4) o[3] = a;
            o += channels;
        }
    }
    return out;
}

static int is_opaque(cairo_surface_t *surface) {
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    unsigned char *source = cairo_image_surface_get_data(surface);
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(source + (size_t)y * stride);
        for (int x = 0; x < width; x++) if ((row[x] >> 24) != 255) return 0;
    }
    return 1;
}

static size_t encode_cairo(cairo_surface_t *surface) {
    buffer b = {0};
    cairo_surface_write_to_png_stream(surface, cairo_write, &b);
    free(b.data);
    return b.size;
}

static size_t encode_spng(cairo_surface_t *surface, int level, int filters, int channels, int strategy) {
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    unsigned char *pixels = straight_pixels(surface, channels);
    spng_ctx *ctx = spng_ctx_new(SPNG_CTX_ENCODER);
    spng_set_option(ctx, SPNG_ENCODE_TO_BUFFER, 1);
    spng_set_option(ctx, SPNG_IMG_COMPRESSION_LEVEL, level);
    spng_set_option(ctx, SPNG_FILTER_CHOICE, filters);
    spng_set_option(ctx, SPNG_IMG_COMPRESSION_STRATEGY, strategy);
    struct spng_ihdr ihdr = {0};
    ihdr.width = width; ihdr.height = height; ihdr.bit_depth = 8;
    ihdr.color_type = channels == 4 ? SPNG_COLOR_TYPE_TRUECOLOR_ALPHA : SPNG_COLOR_TYPE_TRUECOLOR;
    spng_set_ihdr(ctx, &ihdr);
    int error = spng_encode_image(ctx, pixels, (size_t)width * height * channels, SPNG_FMT_PNG, SPNG_ENCODE_FINALIZE);
    size_t size = 0;
    void *png = spng_get_png_buffer(ctx, &size, &error);
    free(png);
    spng_ctx_free(ctx);
    free(pixels);
    return error ? 0 : size;
}

static void chunk(buffer *b, const char *type, const unsigned char *data, uint32_t length) {
    unsigned char header[8] = {length >> 24, length >> 16, length >> 8, length, type[0], type[1], type[2], type[3]};
    append(b, header, 8);
    if (length) append(b, data, length);
    uLong crc = crc32(0, header + 4, 4);
    if (length) crc = crc32(crc, data, length);
    unsigned char tail[4] = {crc >> 24, crc >> 16, crc >> 8, crc};
    append(b, tail, 4);
}

/* filter: 0 none, 1 sub, 2 up, 4 paeth, 5 adaptive (minimum sum of absolute differences). */
static size_t encode_zlib(cairo_surface_t *surface, int level, int strategy, int filter, int channels) {
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    unsigned char *pixels = straight_pixels(surface, channels);
    size_t rowBytes = (size_t)width * channels;
    unsigned char *filtered = malloc((rowBytes + 1) * height);
    unsigned char *candidate = malloc(rowBytes * 5);
    for (int y = 0; y < height; y++) {
        const unsigned char *row = pixels + y * rowBytes, *above = y ? row - rowBytes : NULL;
        int types[5] = {0, 1, 2, 3, 4};
        long best = -1; int bestType = 0;
        for (int t = 0; t < 5; t++) {
            int type = types[t];
            if (filter != 5 && type != filter) continue;
            unsigned char *c = candidate + t * rowBytes;
            long sum = 0;
            for (size_t i = 0; i < rowBytes; i++) {
                int a = i >= (size_t)channels ? row[i - channels] : 0, b = above ? above[i] : 0;
                int cc = (i >= (size_t)channels && above) ? above[i - channels] : 0, predictor = 0;
                if (type == 1) predictor = a;
                else if (type == 2) predictor = b;
                else if (type == 3) predictor = (a + b) / 2;
                else if (type == 4) { int p = a + b - cc, pa = abs(p - a), pb = abs(p - b), pc = abs(p - cc);
                    predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : cc); }
                c[i] = (unsigned char)(row[i] - predictor);
                sum += (signed char)c[i] < 0 ? -(signed char)c[i] : c[i];
            }
            if (best < 0 || sum < best) { best = sum; bestType = t; }
        }
        filtered[y * (rowBytes + 1)] = types[bestType];
        memcpy(filtered + y * (rowBytes + 1) + 1, candidate + bestType * rowBytes, rowBytes);
    }
    uLongf compressedSize = compressBound((rowBytes + 1) * height);
    unsigned char *compressed = malloc(compressedSize);
    z_stream z = {0};
    deflateInit2(&z, level, Z_DEFLATED, 15, 8, strategy);
    z.next_in = filtered; z.avail_in = (rowBytes + 1) * height;
    z.next_out = compressed; z.avail_out = compressedSize;
    deflate(&z, Z_FINISH);
    compressedSize = z.total_out;
    deflateEnd(&z);
    buffer b = {0};
    append(&b, "\x89PNG\r\n\x1a\n", 8);
    unsigned char ihdr[13] = {width >> 24, width >> 16, width >> 8, width, height >> 24, height >> 16, height >> 8, height,
                              8, channels == 4 ? 6 : 2, 0, 0, 0};
    chunk(&b, "IHDR", ihdr, 13);
    chunk(&b, "IDAT", compressed, compressedSize);
    chunk(&b, "IEND", NULL, 0);
    size_t size = b.size;
    free(b.data); free(compressed); free(filtered); free(candidate); free(pixels);
    return size;
}

typedef size_t (*encoder)(cairo_surface_t *, int, int, int, int);

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

#define RUNS 15
static void measure(const char *name, cairo_surface_t *surface, size_t (*run)(cairo_surface_t *, void *), void *arg) {
    double times[RUNS];
    size_t size = 0;
    for (int i = 0; i < RUNS; i++) {
        double start = now();
        size = run(surface, arg);
        times[i] = now() - start;
    }
    qsort(times, RUNS, sizeof(double), compare);
    printf("  %-34s %8.2f ms %9zu bytes\n", name, times[RUNS / 2] * 1000, size);
}

typedef struct { int level, strategy, filter, channels, kind; } variant;

static size_t run_variant(cairo_surface_t *surface, void *arg) {
    variant *v = arg;
    if (v->kind == 0) return encode_cairo(surface);
    if (v->kind == 1) return encode_spng(surface, v->level, v->filter, v->channels, v->strategy);
    return encode_zlib(surface, v->level, v->strategy, v->filter, v->channels);
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        cairo_surface_t *png = cairo_image_surface_create_from_png(argv[i]);
        int width = cairo_image_surface_get_width(png), height = cairo_image_surface_get_height(png);
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
        cairo_t *cr = cairo_create(surface);
        cairo_set_source_surface(cr, png, 0, 0);
        cairo_paint(cr);
        cairo_destroy(cr);
        cairo_surface_flush(surface);
        int opaque = is_opaque(surface);
        int channels = opaque ? 3 : 4;
        printf("%s: %dx%d, %s\n", argv[i], width, height, opaque ? "opaque (RGB)" : "transparent (RGBA)");
        char name[64];
        variant v = {0};
        measure("cairo_surface_write_to_png", surface, run_variant, &v);
        int spngFilters[4] = {SPNG_FILTER_CHOICE_NONE, SPNG_FILTER_CHOICE_SUB, SPNG_FILTER_CHOICE_UP, SPNG_FILTER_CHOICE_ALL};
        const char *spngNames[4] = {"none", "sub", "up", "all"};
        int levels[5] = {1, 3, 4, 5, 6};
        for (int l = 0; l < 5; l++) {
            for (int f = 0; f < 4; f++) {
                v = (variant){levels[l], Z_DEFAULT_STRATEGY, spngFilters[f], channels, 1};
                snprintf(name, sizeof name, "libspng level %d filter %s", levels[l], spngNames[f]);
                measure(name, surface, run_variant, &v);
            }
        }
        v = (variant){6, Z_RLE, SPNG_FILTER_CHOICE_NONE, channels, 1};
        measure("libspng level 6 filter none rle", surface, run_variant, &v);
        v = (variant){6, Z_FILTERED, SPNG_FILTER_CHOICE_NONE, channels, 1};
        measure("libspng level 6 filter none filtered", surface, run_variant, &v);
        v = (variant){6, Z_DEFAULT_STRATEGY, SPNG_FILTER_CHOICE_NONE, 4, 1};
        measure("libspng level 6 filter none RGBA", surface, run_variant, &v);
        v = (variant){6, Z_DEFAULT_STRATEGY, 0, channels, 2};
        measure("zlib 6 filter none (own writer)", surface, run_variant, &v);
        v = (variant){1, Z_RLE, 2, channels, 2};
        measure("zlib 1 rle filter up (own writer)", surface, run_variant, &v);
        cairo_surface_destroy(surface);
        cairo_surface_destroy(png);
    }
    return 0;
}
