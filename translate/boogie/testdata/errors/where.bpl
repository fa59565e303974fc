// ERROR 2:12 where clauses are not supported
var x: int where x > 0;
