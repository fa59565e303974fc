// ERROR 3:8 quantified axioms are supported only where they define a function.*use --drop-quantified-axioms to drop the others
function f(int) returns (int);
axiom (forall i: int :: f(i) > i);
procedure {:entrypoint} main() { assert f(1) > 1; }
