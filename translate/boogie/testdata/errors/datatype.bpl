// ERROR 2:6 datatypes are not supported
type {:datatype} List;
