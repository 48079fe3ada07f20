# Runs `parley ARGS...` and requires exit code 2 and a message on stderr.
execute_process(COMMAND ${APP} ${ARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 20)
if(NOT rc EQUAL 2)
    message(FATAL_ERROR "parley ${ARGS}: expected exit code 2, got ${rc}\n${out}\n${err}")
endif()
if(NOT err MATCHES "parley: ")
    message(FATAL_ERROR "parley ${ARGS}: expected a message on stderr, got:\n${err}")
endif()
message(STATUS "refused as expected: ${err}")
