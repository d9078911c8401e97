# ArkantiS's screens in the page: every arkantis_*.cpp here that its page logic (CMakeLists.txt)
# does not hold (web/CMakeLists.txt adds them); what they draw with and ask.
target_include_directories(page_parts PUBLIC ${CMAKE_CURRENT_LIST_DIR})
target_link_libraries(page_parts PUBLIC arkantis_core arkantis_page_logic)
