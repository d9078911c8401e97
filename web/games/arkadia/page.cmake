# Arkadia's screens in the page (included by web/CMakeLists.txt): what it draws and asks.
target_sources(page_parts PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/arkadia_app.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkadia_colours.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkadia_picture.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkadia_board_geometry.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkadia_board_view.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkadia_family_chip.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkadia_flights.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkadia_guide.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkadia_panels.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkadia_pieces.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkadia_review_reasons.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkadia_text_view.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkadia_rules_diagrams.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkadia_rules_window.cpp
  ${CMAKE_CURRENT_LIST_DIR}/arkadia_score_screen.cpp)
target_include_directories(page_parts PUBLIC ${CMAKE_CURRENT_LIST_DIR})
target_link_libraries(page_parts PUBLIC arkadia_core arkadia_page_logic)
