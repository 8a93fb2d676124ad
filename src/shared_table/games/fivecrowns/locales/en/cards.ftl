## Five Crowns cards: ranks, suits and card names (rules/cards.py, words/saying_cards.py, words/reading_typed_cards.py).
## fc-rank-N is a rank as it stands in a card's name and in a run ("seven"); fc-ranks-N its
## plural ("sevens"). fc-card-SUIT is a card of that suit, its rank given as $rank.
## The *-words messages are more words a player may type for it, apart by commas.

fc-rank-3 = three
fc-rank-4 = four
fc-rank-5 = five
fc-rank-6 = six
fc-rank-7 = seven
fc-rank-8 = eight
fc-rank-9 = nine
fc-rank-10 = ten
fc-rank-11 = jack
fc-rank-12 = queen
fc-rank-13 = king

fc-ranks-3 = threes
fc-ranks-4 = fours
fc-ranks-5 = fives
fc-ranks-6 = sixes
fc-ranks-7 = sevens
fc-ranks-8 = eights
fc-ranks-9 = nines
fc-ranks-10 = tens
fc-ranks-11 = jacks
fc-ranks-12 = queens
fc-ranks-13 = kings

fc-rank-words-3 = three
fc-rank-words-4 = four
fc-rank-words-5 = five
fc-rank-words-6 = six
fc-rank-words-7 = seven
fc-rank-words-8 = eight
fc-rank-words-9 = nine
fc-rank-words-10 = ten
fc-rank-words-11 = jack
fc-rank-words-12 = queen
fc-rank-words-13 = king

fc-suit-stars = stars
fc-suit-hearts = hearts
fc-suit-clubs = clubs
fc-suit-spades = spades
fc-suit-diamonds = diamonds

fc-suit-words-stars = star
fc-suit-words-hearts = heart
fc-suit-words-clubs = club
fc-suit-words-spades = spade
fc-suit-words-diamonds = diamond

fc-card-stars = { $rank } of stars
fc-card-hearts = { $rank } of hearts
fc-card-clubs = { $rank } of clubs
fc-card-spades = { $rank } of spades
fc-card-diamonds = { $rank } of diamonds

fc-joker = joker
fc-joker-words = jokers

## A count in words before a noun ("two jokers"): $n is the number.
fc-count = { $n ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
    [11] eleven
    [12] twelve
    [13] thirteen
   *[other] { $n }
}

## Cards in a sentence. $card is a card's name (fc-card-*), $rank a rank (fc-rank-*).
fc-a-joker = a joker
fc-a-wild = a wild { $card }
# A card as a sentence says it. Also offered: $rank (3 to 13), for a language whose article depends on the card.
fc-the-card = the { $card }
fc-the-wild = the wild { $card }
fc-jokers = { $n ->
    [1] a joker
   *[other] { $count } jokers
}
# Also offered: $rank_number, the rank as a number (3 to 13), for a count that agrees with its gender.
fc-wilds = { $n ->
    [1] a wild { $rank }
   *[other] { $count } wild { $ranks }
}

## The round's wild rank, as a sentence: $rank is 3 to 13.
fc-wild-sentence = { $rank ->
    [3] Threes
    [4] Fours
    [5] Fives
    [6] Sixes
    [7] Sevens
    [8] Eights
    [9] Nines
    [10] Tens
    [11] Jacks
    [12] Queens
   *[13] Kings
} are wild.

## A hand listing (words/hand_listing.py): "Your hand, 6 cards. Stars: three, number 1; nine, number 2."
fc-your-hand = Your hand
fc-holder-hand = your hand
fc-hand = { $header }, { $n ->
    [one] { $n } card
   *[other] { $n } cards
}. { $groups }
fc-hand-empty = { $header }: no cards.
fc-hand-group = { $group }: { $cards }.
fc-group-wild = Wild
## What "You have no { $what }" says of the wild cards and jokers as a group.
fc-wild-cards = wild cards
fc-group-by-rank = By rank
fc-numbered = { $card }, number { $number }
fc-or-choice = { $before }; or { $last }

## Typed card names that name no card (rules/cards.py, words/reading_typed_cards.py).
fc-no-rank = no rank "{ $given }": ranks are 3 to 10, J, Q, K
fc-no-card = no card "{ $given }": ranks are 3 to 10, J, Q, K; suits are st, h, c, sp, d
fc-no-card-given = no card given: name one like 7st, Qsp or seven of stars (ranks are 3 to 10, J, Q, K; suits are st, h, c, sp, d)
fc-stars-or-spades = "{ $given }" could be { $rank }st (stars) or { $rank }sp (spades)
fc-too-many-copies = { $count } copies of { $card }: the cards hold only { $allowed } of each { $joker ->
    [yes] joker
   *[no] card
}{ $sets ->
    [1] {""}
   *[other] {" "}in { $sets } sets
}
fc-name-a-card = Name a card: its number in your hand listing, like 3, or its name, like 9h or nine of hearts.
fc-no-position = No card { $given }: { $holder } has cards 1 to { $count }. Type { $listing } to hear them.
fc-card-ambiguous = "{ $given }" could be { $choices }. Say which, by number or full name.
fc-none-held = { $yours ->
    [yes] You have no { $what }. Type { $listing } to hear your cards.
   *[no] { $holder } has no { $what }. Type { $listing } to hear them.
}
fc-did-you-mean = No card "{ $given }" in { $holder }: did you mean { $choices }?
fc-no-such-card = No card "{ $given }" in { $holder }. Name it by number, like 3, or by name, like 9h or nine of hearts.
fc-meant-none = No card "{ $given }": if you meant the { $card }, { $yours ->
    [yes] you have none. Type { $listing } to hear your cards.
   *[no] { $holder } has none. Type { $listing } to hear them.
}
## The jokers as a group, as in "You have no jokers" (fc-none-held).
fc-joker-plural = jokers

## Identical cards side by side in a list, said once with their count ("two sixes of stars",
## never "six of stars, six of stars"): fc-cards-SUIT is such cards' name in the plural, $ranks
## being fc-ranks-N; fc-alike puts the count ($count, fc-count) before it.
fc-cards-stars = { $ranks } of stars
fc-cards-hearts = { $ranks } of hearts
fc-cards-clubs = { $ranks } of clubs
fc-cards-spades = { $ranks } of spades
fc-cards-diamonds = { $ranks } of diamonds
# Also offered: $n (the count as a number) and $rank_number (3 to 13), for a count that agrees with its gender.
fc-alike = { $count } { $cards }
