// ERROR 2:38 ^quantifiers in function bodies are not supported \(forall\)$
function f(y: int) returns (bool) { (forall x: int :: x < y) }
