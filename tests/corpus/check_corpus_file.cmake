# Runs parley-cli on one corpus file and compares what it prints with NAME.expected.
#
#   cmake -DCLI=path/to/parley-cli -DCORPUS=tests/corpus -DFILE=content/NAME.json
#         [-DUPDATE=ON] [-DMAX_SECONDS=10] -P check_corpus_file.cmake
#
# content/*.json is checked with `parley-cli validate FILE` (layered on the built-in pack, as the
# game loads a pack; `validate --standalone FILE` for the files listed in standalone.txt), scenario/*.json with
# `parley-cli scenario FILE`, replay/*.json with `parley-cli replay FILE`, in CORPUS as the working directory, so the output names the file
# as content/NAME.json and holds no machine-specific path. NAME.expected is
#
#   exit N                        the exit code the run must end with
#   pending: WHY                  optional: the engine does not print this yet (see README.md)
#   ...                           the exact output: standard error first, then standard output
#
# The test fails when the run crashes, takes longer than MAX_SECONDS (a hang), ends with another
# exit code, or prints anything else. A pending file passes while the output differs and fails
# once it matches, so that its pending line is removed then. UPDATE=ON writes NAME.expected from
# the run instead (dropping any pending line): read the result before committing it.
cmake_minimum_required(VERSION 3.19)

foreach(var CLI CORPUS FILE)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "check_corpus_file.cmake needs -D${var}=...")
    endif()
endforeach()
if(NOT DEFINED MAX_SECONDS)
    set(MAX_SECONDS 10)
endif()

set(options "")
if(FILE MATCHES "^content/")
    set(command validate)
    # Files that bring their own ruleset test the ruleset's checks, which a layered pack only
    # reaches with "override": true; they are read alone instead.
    if(EXISTS "${CORPUS}/standalone.txt")
        file(STRINGS "${CORPUS}/standalone.txt" standalone REGEX "^[^#]")
        if("${FILE}" IN_LIST standalone)
            set(options --standalone)
        endif()
    endif()
elseif(FILE MATCHES "^scenario/")
    set(command scenario)
elseif(FILE MATCHES "^replay/")
    set(command replay)
else()
    message(FATAL_ERROR "${FILE}: corpus files live in content/, scenario/ or replay/")
endif()
string(REGEX REPLACE "\\.json$" ".expected" expected_file "${CORPUS}/${FILE}")

string(TIMESTAMP started "%s" UTC)
execute_process(
    COMMAND "${CLI}" ${command} ${options} "${FILE}"
    WORKING_DIRECTORY "${CORPUS}"
    TIMEOUT ${MAX_SECONDS}
    RESULT_VARIABLE rc
    OUTPUT_VARIABLE out
    ERROR_VARIABLE err)
string(TIMESTAMP finished "%s" UTC)
math(EXPR seconds "${finished} - ${started}")

if(NOT rc MATCHES "^[0-9]+$")
    # A signal ("Segmentation fault", "Subprocess aborted") or the time limit.
    message(NOTICE "${err}${out}")
    message(FATAL_ERROR "${FILE}: parley-cli ${command} did not exit normally: ${rc} "
                        "(after ${seconds} s; the limit is ${MAX_SECONDS} s)")
endif()
if(seconds GREATER MAX_SECONDS)
    message(FATAL_ERROR "${FILE}: parley-cli ${command} took ${seconds} s; the limit is ${MAX_SECONDS} s")
endif()

set(actual "exit ${rc}\n${err}${out}")

if(UPDATE)
    file(WRITE "${expected_file}" "${actual}")
    message(STATUS "wrote ${expected_file}")
    return()
endif()

if(NOT EXISTS "${expected_file}")
    message(NOTICE "The run printed:\n${actual}")
    message(FATAL_ERROR "${FILE}: there is no ${expected_file}. Write it with tests/corpus/update.sh "
                        "and read it: it must be what a designer should see.")
endif()
file(READ "${expected_file}" expected)
set(pending "")
if(expected MATCHES "^exit [0-9]+\npending: ([^\n]*)\n")
    set(pending "${CMAKE_MATCH_1}")
    string(REGEX REPLACE "^(exit [0-9]+\n)pending: [^\n]*\n" "\\1" expected "${expected}")
endif()

if(actual STREQUAL expected)
    if(NOT pending STREQUAL "")
        message(FATAL_ERROR "${FILE}: the output now matches ${expected_file}, which is marked pending "
                            "(${pending}). Remove its 'pending:' line.")
    endif()
    return()
endif()

# Show the difference line by line.
string(MD5 tag "${FILE}")
set(dir "${CMAKE_CURRENT_BINARY_DIR}/corpus-diff-${tag}")
file(MAKE_DIRECTORY "${dir}")
file(WRITE "${dir}/expected" "${expected}")
file(WRITE "${dir}/actual" "${actual}")
find_program(DIFF diff)
if(DIFF)
    execute_process(COMMAND "${DIFF}" -u --label "${FILE} expected" --label "${FILE} actual" expected actual
                    WORKING_DIRECTORY "${dir}" OUTPUT_VARIABLE difference)
else()
    set(difference "--- expected\n${expected}--- actual\n${actual}")
endif()
file(REMOVE_RECURSE "${dir}")

if(NOT pending STREQUAL "")
    # The engine does not print the wanted message yet; the run must still end normally.
    message(STATUS "PENDING ${FILE}: ${pending}")
    message(NOTICE "${difference}")
    if(NOT rc MATCHES "^[012]$")
        message(FATAL_ERROR "${FILE}: exit code ${rc} (pending file: 0, 1 or 2 expected)")
    endif()
    return()
endif()
message(NOTICE "${difference}")
message(FATAL_ERROR "${FILE}: the output differs from ${expected_file} "
                    "(if the new output is what a designer should see, update the file with "
                    "tests/corpus/update.sh and read the diff)")
