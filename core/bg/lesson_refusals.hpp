// The refusals of the lesson reader (bg/lesson.hpp): each names what is wrong with the file.
// Listed once, as data, in core/bg/lesson_refusals.json (the array kLessonRefusals); CMake writes
// the constants (cmake/refusals.cmake). Not yet in the page's string tables
// (tests/web/web_refusals_test.cpp lists the catalogs it checks); the page adds them when it opens
// lessons.
#pragma once

#include "bg/lesson_refusal_catalogue.hpp"
