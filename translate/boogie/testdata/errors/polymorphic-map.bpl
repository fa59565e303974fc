// ERROR 2:8 polymorphic types are not supported
var m: <a>[a]int;
