// The email extension: what other features may use (nothing yet; the composition wires its routes,
// its gate and the caller lookup's binding check).
export {};
