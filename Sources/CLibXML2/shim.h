#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
// libxml2 built with ICU includes <unicode/ucnv.h>, whose enums clash with Foundation's bundled ICU
// (_FoundationICU) on Linux. The runtime never touches the ICU converter fields, so hide them.
#ifdef LIBXML_ICU_ENABLED
#undef LIBXML_ICU_ENABLED
#endif
#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/tree.h>
#endif
