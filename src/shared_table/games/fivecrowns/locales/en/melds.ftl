## Melds and hand checks in words (words/saying_cards.py): "Run of hearts: queen, king; a joker as the jack."

## $span yes when a wild stands in the run: from which rank ($low) to which ($high), so each wild's place is heard.
fc-run = Run of { $suit }{ $span ->
    [yes] , { $low } to { $high }
   *[no] {""}
}: { $cards }.
fc-stands-in = { $wild } as { $place }
fc-place-rank = the { $rank }
fc-place-card = the { $card }
fc-book-wilds = Book of wilds: { $wilds }.
fc-book = Book: { $naturals }.
fc-book-with = Book: { $naturals } with { $wilds }.
## $rank is fc-rank-N as said ("eight"), $ranks its plural, $count $n in words.
# Also offered: $rank_number, the rank as a number (3 to 13), for a count that agrees with its gender.
fc-book-naturals = { $n ->
    [1] { $rank ->
        [eight] an eight
       *[other] a { $rank }
    }
   *[other] { $count } { $ranks }
}
fc-no-points-left = No points left: every card melds.
fc-points-left = { $points ->
    [one] { $points } point
   *[other] { $points } points
} left.
fc-left-over = Left over: { $cards }.
fc-can-go-out = You can go out by discarding the { $card }.
fc-best-discard = Best discard: the { $card }, leaving { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
