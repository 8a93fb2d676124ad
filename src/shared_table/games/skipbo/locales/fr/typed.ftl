## Ce qu'un joueur tape (words/reading_typed.py) : des mots séparés par des virgules. L'anglais est toujours compris.

sb-typed-to = sur, à, vers
sb-typed-stock = stock, mon stock, votre stock, le stock
sb-typed-discard = défausse, defausse
sb-typed-building = construction
sb-typed-pile = pile
sb-typed-building-pile = pile de construction
sb-typed-discard-pile = pile de défausse, pile de defausse
sb-typed-hand = main
sb-typed-for = pour
sb-typed-me = moi, je, mon, ma, mes, vous, votre, vos
sb-typed-toll = péage, peage, avec un péage de, avec un péage, avec péage, avec un peage de, avec un peage
sb-typed-coin = pièce, pièces, piece, pieces
sb-typed-wild = sb, skip-bo, skipbo, carte skip-bo, joker
sb-typed-number = { $number ->
    [1] une, d'une, d'un
   *[other] { sb-number }
}
