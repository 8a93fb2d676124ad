## Vad en spelare skriver utöver kommandonas namn (core/commands.py, core/typed_names.py). Listor skiljs med kommatecken; {""} när det inte finns några.

## Words before a command that say nothing of it ("the draw", French "la pioche"), dropped.
table-typed-fillers = jag, vill, ska, en, ett, den, det
## A separable verb's last part, after the card (Dutch "leg 1 af"), dropped.
table-typed-particles = ut, bort, upp, över
## The word before a card's number, as the hand is read ("number 3" is 3).
table-typed-number = nummer, nr
## A word before a player's name ("from Bob"), dropped.
table-typed-name-before = från, av, hos
## Endings a player's name takes in a sentence (Finnish "Annilta" is Ann), tried when the name as typed is no one's.
table-typed-name-endings = s
## A word before a command's choice ("sort by rank"), dropped.
table-typed-choice-before = efter, på
## The word before the last of a list ("Ann, Bob and Cy", "the queen and the joker"), read as a comma.
table-typed-and = och
