## Commands: name, summary, argument, details and examples (core/commands.py).

sb-cmd-play = play
sb-cmd-play-summary = play a card onto a building pile, from your stock, your hand or one of your discard piles
sb-cmd-play-argument = a source, to, and a building pile
sb-cmd-play-details = The source is stock, a hand card, or discard and the number of one of your discard piles. Name a hand card by its number or its name: 7 or seven; 7t2 or seven toll 2 for a seven with a toll of two coins; sb for a Skip-Bo card. The word to may be left out, and so may the building pile when the card fits only one.
sb-cmd-play-examples = play stock to 2 ; play 7 to 1 ; play seven to pile 3 ; play discard 2 to 1 ; pl sb 4
sb-cmd-play-typed = {""}

sb-cmd-pay = pay
sb-cmd-pay-summary = pay coins in place of the card a building pile needs, as many as its number; then play the next card onto it
sb-cmd-pay-argument = for, and a building pile
sb-cmd-pay-details = 4 coins stand in for a four. The coins lie beside the pile until it is complete; then they are dealt back one at a time, from the player who completed it, in turn order.
sb-cmd-pay-examples = pay for 2
sb-cmd-pay-typed = {""}

sb-cmd-buy = buy
sb-cmd-buy-summary = pay another player one coin to play the top of their stock or of one of their discard piles onto a building pile at once
sb-cmd-buy-argument = a player, stock or a discard pile, to, and a building pile
sb-cmd-buy-examples = buy Ann stock to 3 ; buy Bob discard 2 to 1
sb-cmd-buy-typed = {""}

sb-cmd-toll = toll
sb-cmd-toll-summary = pay the toll of the card you just played and go on, or skip it and end your turn
sb-cmd-toll-examples = toll pay ; toll skip

sb-cmd-discard = discard
sb-cmd-discard-summary = put a hand card on one of your discard piles, which ends your turn
sb-cmd-discard-argument = a card, to, and a discard pile
sb-cmd-discard-details = Name a hand card by its number or its name: 7 or seven; 7t2 or seven toll 2 for a seven with a toll of two coins; sb for a Skip-Bo card. Your discard piles are numbered 1 to 4.
sb-cmd-discard-examples = discard 9 to 2 ; x sb to 4 ; discard nine to 1
sb-cmd-discard-typed = throw away

sb-cmd-end = end
sb-cmd-end-summary = end your turn when your hand is empty and there is nothing left to draw
sb-cmd-end-examples = end
sb-cmd-end-typed = end turn, end my turn, done

sb-cmd-stock = stock
sb-cmd-stock-summary = the top card of each stock pile, and how many cards each has left
sb-cmd-stock-examples = stock
sb-cmd-stock-typed = stock pile, stock piles

sb-cmd-hand = hand
sb-cmd-hand-summary = your cards, lowest first, Skip-Bo cards last
sb-cmd-hand-examples = hand
sb-cmd-hand-typed = {""}

sb-cmd-piles = piles
sb-cmd-piles-summary = what each building pile needs next, and the coins beside it
sb-cmd-piles-examples = piles
sb-cmd-piles-typed = building piles, building pile

sb-cmd-discards = discards
sb-cmd-discards-summary = your discard piles, or another player's, top card first
sb-cmd-discards-argument = a player's name
sb-cmd-discards-examples = discards ; discards Ann
sb-cmd-discards-typed = discard piles

sb-cmd-coins = coins
sb-cmd-coins-summary = your coins, everyone's, and those beside each building pile
sb-cmd-coins-examples = coins
sb-cmd-coins-typed = coin, money

sb-cmd-scores = scores
sb-cmd-scores-summary = stock cards left, fewest first, and in a match everyone's points
sb-cmd-scores-examples = scores
sb-cmd-scores-typed = score, points

skipbo-title = Skip-Bo
sb-points = points
sb-option-short = stock piles of 10 cards instead of 15
sb-option-match = play games until someone has 500 points: 25 for a win and 5 for each card left in the others' stock piles

sb-cmd-toll-choice-pay = pay
sb-cmd-toll-choice-skip = skip
sb-cmd-toll-typed = {""}
sb-cmd-toll-choice-pay-typed = pay toll, pay the toll
sb-cmd-toll-choice-skip-typed = skip, skip toll, skip the toll

## What the toll's prompts and errors tell a person to type: the everyday forms, each one understood
## at a toll (tests/test_skipbo_languages.py).
sb-say-pay-toll = pay
sb-say-skip-toll = skip
