// ERROR 3:12 type order axioms are not supported
type T;
const c: T extends;
