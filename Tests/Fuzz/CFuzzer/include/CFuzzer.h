#ifndef CFUZZER_H
#define CFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver for a program with its own main (LLVM's libFuzzer documentation, "Using libFuzzer as a
/// library"): parses libFuzzer's flags in argv and fuzzes `callback`. Defined by the fuzzer runtime that
/// `-sanitize=fuzzer` links; plotline-fuzz calls it only when built that way.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
