#ifndef CYAML_SHIM_H
#define CYAML_SHIM_H
// The system libyaml (pkg-config `yaml-0.1`): its event parser, read by SDKGenCore's YAMLLoader.
#include <yaml.h>
#endif
