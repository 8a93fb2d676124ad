## The Five Crowns narrator (words/narration.py). $who is "you" for the seat spoken to, else "other",
## with that player's $name. $card is a card as said in a sentence ("the nine of hearts",
## "a wild six of clubs", "a joker"). Lines are short, the important words first.

fc-you = you
fc-score = { $name } { $points }
fc-taken-back = Taken back.
fc-no-verbosity = No verbosity "{ $given }": choose { $choices }.

## A round starts.
fc-cards-each = { $n ->
    [3] Three
    [4] Four
    [5] Five
    [6] Six
    [7] Seven
    [8] Eight
    [9] Nine
    [10] Ten
    [11] Eleven
    [12] Twelve
    [13] Thirteen
   *[other] { $n }
} cards each.
fc-round-started = Round { $round }. { $cards } { $wild } { $who ->
    [you] You deal
   *[other] { $name } deals
}.
fc-at-the-table = At the table: { $names }.
fc-welcome = Five Crowns: eleven rounds, and the lowest score wins. Type { $help } for the commands.
fc-round-started-full = Jokers are wild too. { $who ->
    [you] You start
   *[other] { $name } starts
}.
fc-top-discard = Top of the discard pile: { $card }.
fc-stock-reshuffled = The stock ran out: the discards were shuffled into a new stock of { $n } cards.

## Turns. $position is where the card now sits in the hand listing (0: not said).
fc-you-draw = You draw { $card }{ $position ->
    [0] {""}
   *[other] , number { $position }
}.
fc-draws = { $who ->
    [you] You draw
   *[other] { $name } draws
} from the stock.
fc-takes = { $who ->
    [you] You take
   *[other] { $name } takes
} { $card }{ $position ->
    [0] {""}
   *[other] , number { $position }
}.
fc-takes-only-card = { $name } takes { $card }: the stock is empty, so the top discard is the only card to take.
fc-discards = { $who ->
    [you] You discard
   *[other] { $name } discards
} { $card }.
fc-goes-out = { $who ->
    [you] You go
   *[other] { $name } goes
} out, discarding { $card }.
fc-last-turns = Everyone else has one last turn: { $names }.
# Said to the player who plays first of the last turns: their own is said next ("Your last turn.").
## $count: how many play after you; one of them is named alone.
fc-last-turns-after-you = { $count ->
    [1] { $names } has one last turn after you.
   *[other] After you, everyone else has one last turn: { $names }.
}
fc-last-turn = { $who ->
    [you] You have
   *[other] { $name } has
} one last turn.
fc-left-with = { $who ->
    [you] You are
   *[other] { $name } is
} left with { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
## Who laid down at the round's end: $melds is how many melds (each is said on a line of its own after), $points what is left.
fc-lays-down = { $who ->
    [you] You lay
   *[other] { $name } lays
} down { $melds ->
    [0] nothing
    [one] one meld
   *[other] { $melds } melds
}, and { $who ->
    [you] are
   *[other] is
} left with { $points ->
    [0] no points
    [one] { $points } point
   *[other] { $points } points
}.

## Scores. $scores is a list like "Ann 12, you 15" (fc-score).
fc-round-scores = Round { $round } scores: { $scores }.
fc-round-totals = Totals: { $totals }.
fc-game-over = Game over. { $who ->
    [you] You win
   *[other] { $name } wins
} with { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
fc-game-over-tie = Game over. { $names } win with { $points ->
    [one] { $points } point
   *[other] { $points } points
} each.
fc-game-over-others = { $scores }.

## What a player asks for: top, wild, scores, round, melds, and whose turn it is.
fc-stock = Stock: { $n } cards.
fc-discard-empty = The discard pile is empty.
fc-wild-info = { $wild } Jokers are always wild. Round { $round } of { $rounds }.
fc-no-scores = No round scored yet: everyone has 0.
fc-totals-after = Totals after { $rounds } of { $all } rounds: { $scores }.
fc-round-points = Round { $round }: { $scores }.
fc-so-far = This round so far: { $scores }.
fc-round-of = Round { $round } of { $rounds }.
fc-dealt = { $who ->
    [you] You
   *[other] { $name }
} dealt.
fc-went-out = { $who ->
    [you] You
   *[other] { $name }
} went out.
## $melds is how many melds the player laid down; what is left over is said on a line after it.
fc-laid-and-left = { $who ->
    [you] You
   *[other] { $name }
} laid down { $melds ->
    [0] nothing
    [1] one meld
   *[other] { $melds } melds
} and { $who ->
    [you] are
   *[other] is
} left with { $points ->
    [0] no points
    [one] { $points } point
   *[other] { $points } points
}.
fc-last-to-play = Last turns to play: { $names }.
fc-cards-held = Cards held: { $held }.
fc-resumed-over = Resumed { $game }: round { $round } of { $rounds }, and it is over.
fc-resumed-mine = Resumed { $game }: round { $round } of { $rounds }, { $last ->
    [yes] your last turn
   *[no] your turn
}, you have { $drawn ->
    [yes] drawn
   *[no] not drawn yet
}.
fc-resumed-other = Resumed { $game }: round { $round } of { $rounds }, { $name }'s turn.
fc-their-turn = { $name }'s turn.
fc-your-turn = { $last ->
    [yes] Your last turn
   *[no] Your turn
}.
fc-now-discard = Now discard a card.
fc-turn-discard = { $last ->
    [yes] Your last turn
   *[no] Your turn
}: discard a card. Type discard and a card's number or name.
fc-turn-draw = { $last ->
    [yes] Your last turn
   *[no] Your turn
}: draw from the stock. Type draw.
fc-turn-take = { $last ->
    [yes] Your last turn
   *[no] Your turn
}: the stock is empty, take { $card }. Type take.
fc-turn-draw-or-take = { $last ->
    [yes] Your last turn
   *[no] Your turn
}: draw from the stock, or take { $card }. Type draw or take.
fc-no-melds = Nothing laid down yet this round.
fc-seat-melds = { $who ->
    [you] You
   *[other] { $name }
} laid down { $melds ->
    [one] one meld
   *[other] { $melds } melds
}:
fc-laid-this-round = Laid down this round:
## picks: what a player took from the discard pile this round; $cards is a list of cards.
fc-picks = { $who ->
    [you] You
   *[other] { $name }
} took { $cards } from the discard pile.
fc-picks-nothing = { $who ->
    [you] You have
   *[other] { $name } has
} taken nothing from the discard pile this round.
fc-picks-none = No one has taken from the discard pile this round.
fc-no-player = No player "{ $given }": the players are { $names }.
