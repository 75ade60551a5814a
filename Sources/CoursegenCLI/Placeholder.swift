// Filled in by the module's implementation.
