# Empties the tests' home folders before a run (cmake -DHOMES=A|B|... -P clear_homes.cmake):
# settings a run left there (a window's geometry, a theme) would start the next run from
# another state than the first.
string(REPLACE "|" ";" homes "${HOMES}")
foreach(home IN LISTS homes)
  file(REMOVE_RECURSE "${home}")
  file(MAKE_DIRECTORY "${home}")
endforeach()
