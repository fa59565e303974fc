// ERROR 3:22 concurrency constructs are not supported.*call forall
procedure A(i: int);
procedure B() { call forall A(0); }
