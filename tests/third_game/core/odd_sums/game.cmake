# The toy game, registered as a third game (tests/third_game/README.md).
bg_register_game(odd_sums TYPE toy::ToyGame)
