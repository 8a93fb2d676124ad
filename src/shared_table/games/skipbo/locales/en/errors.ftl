## Refusals: the rules (rules/state.py), what was typed (words/commands.py, words/reading_typed.py, rules/cards.py), saves (rules/codec.py).

sb-error-players = Skip-Bo takes { $min } to { $max } players, not { $given }
sb-error-over = The game is over.
sb-error-no-seat = No one sits at seat { $seat }: it is { $name }'s turn.
sb-error-not-your-turn = It is { $name }'s turn, not { $other }'s.
sb-error-toll-first = First pay the toll of { $coins ->
    [one] one coin
   *[other] { $coins } coins
}, or end your turn: type { sb-say-pay-toll } or { sb-say-skip-toll }.
sb-error-must-play = You paid coins on building pile { $place }: now play the next card onto it.
sb-error-end-with-discard = Your turn ends with a discard: discard a card from your hand onto a discard pile.
sb-error-not-a-move = not a Skip-Bo move: { $action }
sb-error-no-building-pile = There is no building pile { $given }: they are 1 to { $count }.
# $empty "yes": the pile has no card yet; $needed: sb-a-number; $card: sb-a-card.
sb-error-wont-fit = Building pile { $place } { $empty ->
    [yes] is empty: it starts with a one
   *[no] needs { $needed }
}, or a Skip-Bo card, not { $card }.
# $source: "discard" or "stock".
sb-error-top-card = Only the top card of { $source ->
    [discard] a discard pile
   *[stock] a stock pile
} can be played, so do not name a card.
sb-error-pile-number = Only a discard pile is named by its number.
sb-error-stock-empty = That stock pile is empty.
sb-error-discard-no-card = Discard pile { $pile } has no card to play.
sb-error-not-in-hand = That card is not in your hand.
sb-error-buy-whom = Buy from another player at this table.
sb-error-buy-top = Buy the top of their stock pile or of one of their discard piles.
sb-error-no-coins = You have no coins left to buy with.
sb-error-pay-twelve = Building pile { $place } needs a twelve, the last card: coins cannot stand in for it.
sb-error-pay-short = Building pile { $place } needs { $needed }: that takes { $cost ->
    [one] one coin
   *[other] { $cost } coins
}, and you have { $have ->
    [one] one coin
   *[other] { $have } coins
}.
# $paid, $next: sb-a-number; $none "neither" when the player was told both.
sb-error-pay-no-follow = After paying for { $paid } you must play { $next } or a Skip-Bo card onto that pile, and you have { $none ->
    [neither] neither
   *[none] none
} to play.
sb-error-no-toll = There is no toll to pay now.
sb-error-toll-short = The toll is { $due ->
    [one] one coin
   *[other] { $due } coins
} and you have { $have ->
    [one] one coin
   *[other] { $have } coins
}: type { sb-say-skip-toll }.
# $card: sb-card-words. Also offered: $number (0 for a Skip-Bo card), for a word that agrees with it.
sb-error-no-such-card = You have no { $card } in your hand.
sb-error-no-discard-pile = There is no discard pile { $given }: yours are 1 to { $count }.
sb-error-no-such-card-toll = no Skip-Bo card { $number } with a toll of { $toll }
sb-error-no-card = no card "{ $given }": name a number 1 to 12, like 7 or seven, or sb for a Skip-Bo card
sb-error-bot-level = no bot level "{ $given }": levels are { $levels }
sb-error-saved-card = a Skip-Bo card is written like 7, 7t2 or sb, not { $given }
sb-error-verbosity = No verbosity "{ $given }": choose { $choices }.

## A game laid out by hand, for tests (SkipBoState.from_layout).

sb-error-layout-stocks = give { $seats } stock piles of one size, at least one card each
sb-error-layout-building = building piles are { $count } places, each built in order from 1 to at most 11
sb-error-layout-discards = each player has { $count } discard piles, not { $given }
sb-error-layout-coins = give each of the { $seats } players 0 or more coins, { $box } in all at most

## What was typed (words/commands.py).

sb-error-no-argument = { $name } takes nothing after it: just type "{ $name }".
sb-error-over-new = The game is over. Type { $new } for another game, or { $quit }.
sb-error-turn-of = It is { $name }'s turn.
# $toll: the toll's line (sb-toll-line).
sb-error-not-yet = Not yet. { $toll }
# $what: "building" or "discard".
sb-error-no-pile = No { $what ->
    [discard] discard pile
   *[building] building pile
} "{ $given }": they are numbered 1 to { $count }.
# $options: each sb-which-option, joined by "or".
sb-error-which-card = Which { $number }? Type { $options }.
sb-which-option = { $short } for { $card }
sb-error-which-discard-pile = Which discard pile? Name its number, like: { sb-cmd-play } discard 2 to 1.
sb-error-your-stock-empty = Your stock is empty.
sb-error-not-on-top = The card on top there is { $card }, not that one.
sb-error-your-discard-empty = Your discard pile { $pile } is empty.
sb-error-no-source = No card "{ $given }": name stock, a hand card like 7, seven, 7t2 or sb, or discard and a pile number.
# $what: "buy" (to buy from) or "table"; $others: the other players, joined by "or".
sb-error-no-player = No player "{ $given }" { $what ->
    [buy] to buy from
   *[table] at this table
}: name { $others }.

## A card that goes nowhere. $said: the card as sb-said-* says it; $start "yes" at a sentence's start.

sb-said-stock = { $start ->
    [yes] Your
   *[no] your
} stock's { $card }
sb-said-discard = { $start ->
    [yes] The
   *[no] the
} { $card } on your discard pile { $pile }
sb-said-hand = { $start ->
    [yes] Your
   *[no] your
} { $card }
sb-said-buy-stock = The { $card } on { $name }'s stock
sb-said-buy-discard = { $start ->
    [yes] The
   *[no] the
} { $card } on { $name }'s discard pile { $pile }
# $needs: what the piles need (sb-needed).
sb-error-fits-none = { $said } fits no building pile now. { $needs }
# $piles: a list; $example: what to type, then "to" and the first of them.
sb-error-which-building = Onto which building pile? { $said } fits piles { $piles }: type it, like: { $example } to { $first }.
# $must: sb-paid-on-next.
sb-error-paid-elsewhere = You paid coins on building pile { $must }: now play { $needed } or a Skip-Bo card onto it.
# $else: "pay" ($cost coins), "buy" or "none".
sb-error-no-fit = Building pile { $place } { $empty ->
    [yes] is empty: start it with a one or a Skip-Bo card
   *[no] needs { $needed }, not { $card }: play { $needed } or a Skip-Bo card
}{ $else ->
    [pay] , or pay { $cost ->
        [one] one coin
       *[other] { $cost } coins
    }
    [buy] , or buy one for a coin
   *[none] {""}
}.
# $piles: the other piles it fits, joined by "or".
sb-error-fits-other = { $said } fits building pile { $piles }.

## Each command's own refusals.

sb-error-play-what = Play what? Type play, a source and a building pile, like: play stock to 2, play 7 to 1, or play discard 3 to 2.
sb-error-pay-none = No building pile can be paid for now: you need as many coins as its number, and the next card to play on it.
# $choices: each sb-pay-choice, joined by semicolons.
sb-error-pay-which = Pay for which building pile? You can pay { $choices }. Type { sb-cmd-pay } for { $first }, for example.
sb-pay-choice = { $coins ->
    [one] one coin
   *[other] { $coins } coins
} for pile { $place }
sb-error-buy-what = Buy what? Type buy, a player, stock or discard and a pile number, then the building pile, like: buy Ann stock to 3.
sb-error-buy-own = Your own cards are played, not bought: type { sb-cmd-play }.
sb-error-their-stock-empty = { $name }'s stock is empty.
sb-error-their-discard-empty = { $name }'s discard pile { $pile } is empty.
sb-error-buy-source = Buy "{ $given }"? Buy the top of a stock or of a discard pile, like: { sb-cmd-buy } { $name } stock to 3, or { sb-cmd-buy } { $name } discard 2 to 1.
# $typed "yes" when something was typed after toll ($given).
sb-error-toll-choice = { $typed ->
    [no] Type { sb-say-pay-toll } or { sb-say-skip-toll }.
   *[other] No toll "{ $given }": type { sb-say-pay-toll } or { sb-say-skip-toll }.
}
sb-error-discard-what = Discard which card, onto which discard pile? Type discard, a card and a pile, like: discard 9 to 2.
sb-error-discard-which = Onto which of your discard piles, 1 to { $count }? Type { sb-cmd-discards } to hear them, then, for example: { sb-cmd-discard } { $short } to 1.
sb-error-end-discard = Your turn ends with a discard: type discard, a card and a pile, like: discard 9 to 2.
# $hand: the hand (sb-hand). Also offered: $number (0 for a Skip-Bo card), for a word that agrees with it.
sb-error-not-held = Not in your hand: { $card }. { $hand }
## A card put on "pile N", which could be either kind; $building and $discard are the piles' words.
sb-error-pile-kind = Which pile { $pile }: { $building } { $pile } or { $discard } { $pile }? Say which.
