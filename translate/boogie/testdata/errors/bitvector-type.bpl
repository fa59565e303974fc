// ERROR 2:8 bit-vectors are not supported.*bv8
var x: bv8;
