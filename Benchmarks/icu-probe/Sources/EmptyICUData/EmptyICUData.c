#include "EmptyICUData.h"

// A data package with a valid header and no items: ICU opens it and finds nothing in it. The
// name carries ICU's major version (76 in Swift 6.3's toolchain); with another version this
// symbol is simply unused and the full data is linked as usual.
__attribute__((aligned(16))) const unsigned char icudt76_dat[32] = {
    0x20, 0x00, 0xda, 0x27,                          // header size 32, magic
    0x14, 0x00, 0x00, 0x00,                          // UDataInfo: size 20, reserved
    0x00, 0x00, 0x02, 0x00,                          // little-endian, ASCII, UChar is 2 bytes
    'C', 'm', 'n', 'D',                              // a common data package
    0x01, 0x00, 0x00, 0x00,                          // format version 1
    0x00, 0x00, 0x00, 0x00,                          // data version
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, // no items
};

int mynd_probe_empty_icu_data(void) { return icudt76_dat[2]; }
