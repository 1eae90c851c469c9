// libxml2's headers, without their ICU part: Debian builds libxml2 with ICU, whose headers
// (`unicode/utypes.h`) would meet Foundation's own copy of ICU in any Swift module that sees both,
// and the two `UErrorCode`s clash. Folio never touches libxml2's encoding handlers, the only
// place ICU appears (by pointer only), so they are declared without it.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
