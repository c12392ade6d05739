// The object of tests/CMakeLists.txt's test_pch target, whose precompiled <QtTest> the tests reuse.
