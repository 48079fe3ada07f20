# Draws the README's screenshots: every screen, in every language, at both supported sizes.
# Run by `cmake --build <build> --target screenshots`; PARLEY (the game) and SHOTS (the folder)
# are given on the command line. Each picture is screenshot mode (`parley --screenshot`), which
# renders one frame offscreen and exits, so this needs no display.
cmake_minimum_required(VERSION 3.21)
foreach(var PARLEY SHOTS)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "screenshots.cmake needs -D${var}=...")
    endif()
endforeach()

# name | the arguments that show the screen (separated by spaces)
set(screens
    "start|"
    "conversation|--play ${SHOTS}/screenshot-table-and-goal.json --hover speak"
    "listen|--play ${SHOTS}/screenshot-table-and-goal.json --hover listen"
    "card-choice|--play ${SHOTS}/screenshot-choice.json --step 1"
    "skills|--play ${SHOTS}/screenshot-skills.json --hover skill"
    "how-to-play|--npc elena --seed 7 --how-to-play 2"
    "settings|--npc elena --seed 7 --hover settings"
    "end|--replay ${SHOTS}/screenshot-replay.json"
    "steps-panel|--scenario ${SHOTS}/screenshot-steps.json --step 5"
    "timeline|--replay ${SHOTS}/screenshot-replay.json --step 9"
    "gallery|--view gallery"
    "balance|--view balance")
set(languages en de zh_CN)
set(sizes 1280x800 1024x640)

set(count 0)
foreach(screen IN LISTS screens)
    string(REPLACE "|" ";" parts "${screen}")
    list(POP_FRONT parts name)
    separate_arguments(parts UNIX_COMMAND "${parts}")
    foreach(lang IN LISTS languages)
        foreach(size IN LISTS sizes)
            set(file ${SHOTS}/${name}-${lang}-${size}.png)
            execute_process(
                COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen
                        ${PARLEY} ${parts} --lang ${lang} --size ${size} --screenshot ${file}
                RESULT_VARIABLE result OUTPUT_QUIET ERROR_VARIABLE errors TIMEOUT 120)
            if(NOT result EQUAL 0)
                message(FATAL_ERROR "${name} (${lang}, ${size}) failed: ${result}\n${errors}")
            endif()
            math(EXPR count "${count} + 1")
        endforeach()
    endforeach()
endforeach()
message(STATUS "${count} screenshots in ${SHOTS}")
