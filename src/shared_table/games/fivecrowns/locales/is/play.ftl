## Svör og synjanir skipana Five Crowns (words/commands.py) og game.py.

fc-no-argument = Ekkert á að koma á eftir { $name }: skrifaðu bara "{ $name }".
fc-drawn-already = Þú hefur þegar dregið: hentu nú spili. Skrifaðu henda og númer eða heiti spilsins.
fc-stock-empty-take = Stokkurinn er tómur: taktu efsta spilið úr bunkanum. Skrifaðu taka.
fc-discard-pile-empty-draw = Bunkinn er tómur: dragðu úr stokknum. Skrifaðu draga.
fc-draw-first = Þú verður að draga fyrst: skrifaðu draga eða taka.
fc-discard-which = Hverju viltu henda? Skrifaðu henda og númer eða heiti spilsins, til dæmis henda 3 eða henda 9h.
fc-sorted-by-now = Höndinni er raðað eftir: { $order }. Valkostir: { $suit }, { $rank }.
fc-no-sort = Óþekkt röðun "{ $given }": veldu { $suit } eða { $rank }.
fc-sorted = Raðað eftir: { $order }.

fc-no-hint = Engin vísbending: þú átt ekki leik.
fc-hint = Vísbending: { $reason }
fc-braille-hand-title = Höndin þín á blindraletri, eftir sortum:
fc-braille-scores-title = Stigablaðið á blindraletri:
fc-printout-no-hand = Spilinu er lokið, svo engin hönd er til að prenta: skrifaðu { $command } fyrir stigablaðið.
fc-printout-title = { $what ->
    [hand] Höndin á blindraletri er skrifuð fyrir blindraletursprentara:
   *[scores] Stigablaðið á blindraletri er skrifað fyrir blindraletursprentara:
}
fc-stage = umferð { $round }

## Replay a round at a time (game.py replay_parts): the word typed before a round's number, and a count of rounds.

fc-replay-unit = umferð
fc-replay-unit-count = { $count ->
    [1] ein umferð
    [one] { $count } umferð
   *[other] { $count } umferðir
}
