module horn

go 1.24
