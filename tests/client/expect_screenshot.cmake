# Runs screenshot mode and requires a PNG of the requested size. ARGS (a list) say what to show;
# without them, SCENARIO with the SPEAK preview. A screen given by ARGS must load without a QML
# warning (a screen that fails to load still gives a picture: an empty one). The time limit is
# for a hang: the lab's screenshot plays 8,000 games first, slow under the sanitizers.
file(REMOVE ${OUT})
if(DEFINED ARGS)
    set(what ${ARGS})
else()
    set(what --scenario ${SCENARIO} --hover speak)
endif()
execute_process(COMMAND ${APP} --screenshot ${OUT} ${what} --size 1024x640
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "screenshot mode failed with ${rc}\n${out}\n${err}")
endif()
if(NOT out MATCHES "screenshot: .* \\(1024x640\\)")
    message(FATAL_ERROR "expected a 1024x640 screenshot, got:\n${out}")
endif()
if(DEFINED ARGS AND err MATCHES "qrc:/")
    message(FATAL_ERROR "QML warnings while drawing ${ARGS}:\n${err}")
endif()
file(READ ${OUT} header LIMIT 8 HEX)
if(NOT header STREQUAL "89504e470d0a1a0a")
    message(FATAL_ERROR "${OUT} is not a PNG (header ${header})")
endif()
