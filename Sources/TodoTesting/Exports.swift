// The pure part of the test support (todo fixtures, the manual clock), for every test target
// that imports TodoTesting; TodoSyncTests imports it alone, without the mock server.
@_exported import TodoSyncTesting
