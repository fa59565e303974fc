// ERROR 2:12 polymorphic types are not supported
type Field a;
