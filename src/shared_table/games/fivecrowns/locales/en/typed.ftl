## What a player may type of a card besides its names in cards.ftl (words/card_vocabulary.py): the words
## around a name, and other forms of its words. Lists are apart by commas; {""} when none.

## Words before a card's name that do not say which card it is: articles ("the nine of hearts",
## French "le roi de pique"). One that ends in an apostrophe is written against the next word
## ("l'étoile"). English's are understood in every language.
fc-typed-articles = the, a, an

## "yes" when players write a card as one word, suit first (Dutch "schoppenheer", Finnish
## "ristikuningas"): each suit word of cards.ftl is joined to each rank word and form. "no" else.
fc-typed-compounds = no

## Other forms of a rank's word that players type: the definite form (Danish "otteren"), the
## cases a verb asks for (Icelandic "henda hjartaníu", Finnish "ristikuninkaan"). In a card's
## name they stand where the rank's word does, and in one word after the suit. $rank is 3 to
## 13, or joker.
fc-typed-forms = { $rank ->
   *[other] {""}
}
## The letter a court card is written with in the language, before the suit's label, as the
## deck's J, Q, K are (Danish "Dsp" for the queen of spades, French "Rc" for the king of
## clubs). $rank is 11 to 13; {""} where the language writes J, Q, K, which every language reads.
fc-typed-letters = { $rank ->
   *[other] {""}
}
