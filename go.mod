module horn

go 1.24

require github.com/alecthomas/kong v1.17.0
