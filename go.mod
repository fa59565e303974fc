module horn

go 1.24

require github.com/alecthomas/kong v1.17.0

require golang.org/x/image v0.23.0
