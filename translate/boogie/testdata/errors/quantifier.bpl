// ERROR 2:8 quantifiers are not supported.*\(forall\)
axiom (forall i: int :: i == i);
