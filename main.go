// Command handlerd is a MySQL-compatible server whose storage engines are also
// reachable over the HandlerSocket and memcached protocols.
package main

func main() {}
