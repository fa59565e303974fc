// ERROR 3:17 concurrency constructs are not supported
procedure A();
procedure B() { async call A(); }
