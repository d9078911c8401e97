# Arkadia, registered once: the front ends and the tests find its folders by this id
# (cmake/games.cmake).
bg_register_game(arkadia TYPE arkadia::ArkadiaGame)
