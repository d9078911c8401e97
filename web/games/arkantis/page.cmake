# ArkantiS's screens in the page (included by web/CMakeLists.txt): what it draws and asks.
target_sources(page_parts PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/arkantis_app.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkantis_board.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkantis_diagrams.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkantis_flights.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkantis_guide.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkantis_panels.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkantis_picture.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkantis_changes.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkantis_rules_window.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkantis_text_view.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkantis_words.cpp)
target_include_directories(page_parts PUBLIC ${CMAKE_CURRENT_LIST_DIR})
target_link_libraries(page_parts PUBLIC arkantis_core arkantis_page_logic)
