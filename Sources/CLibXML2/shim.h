#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H
#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/tree.h>
#endif
