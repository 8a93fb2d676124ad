## Ce qu'un joueur tape (words/reading_typed.py) : des mots séparés par des virgules. L'anglais est toujours compris.

sb-typed-to = sur, à, vers, sur la, sur le, dans, dans la
sb-typed-stock = stock, mon stock, votre stock, le stock, son stock, du stock, de mon stock, de votre stock, de son stock, depuis le stock, depuis mon stock
sb-typed-discard = défausse, la défausse, ma défausse, sa défausse, défausse numéro, la défausse numéro
sb-typed-building = construction
sb-typed-pile = pile, la pile, ma pile, sa pile, pile numéro, la pile numéro
sb-typed-building-pile = pile de construction, la pile de construction, pile de construction numéro, la pile de construction numéro
sb-typed-discard-pile = pile de défausse, la pile de défausse, ma pile de défausse, sa pile de défausse, pile de défausse numéro, la pile de défausse numéro
sb-typed-hand = main, ma main, la main, de ma main, de la main, depuis ma main
sb-typed-for = pour
sb-typed-me = moi, je, mon, ma, mes, vous, votre, vos
sb-typed-toll = péage, peage, avec un péage de, avec un péage, avec péage, avec un peage de, avec un peage
sb-typed-coin = pièce, pièces, piece, pieces
sb-typed-wild = sb, skip-bo, skipbo, carte skip-bo, joker
sb-typed-number = { $number ->
    [1] une, d'une, d'un
   *[other] { sb-number }
}
## The word before what a Skip-Bo card stands for ("as a six"), read and then dropped with its number.
sb-typed-as = comme, comme un, comme une, en tant que
