// ERROR 2:24 code expressions are not supported
procedure P() { assert |{ A: return true; }|; }
