package engine

// PigeonholeModels gives the package's external tests the pigeonhole
// fixture and its two valid models (see pigeonholeModels).
var PigeonholeModels = pigeonholeModels
