## The sounds of the table (core/sounds.py): what each means, as `sounds` says it.

sound-your-turn = þú átt leik
sound-draw = þú dregur spil úr stokknum
sound-draw-other = einhver annar dregur úr stokknum
sound-take = þú tekur efsta spilið úr bunkanum
sound-take-other = einhver annar tekur úr bunkanum
sound-discard = spili hent
sound-meld = raðir lagðar niður
sound-go-out = einhver lokar
sound-last-turn = síðustu leikirnir hefjast
sound-round-end = lok umferðar
sound-game-end = lok spilsins
sound-build = spil á byggingarbunka
sound-pile-complete = byggingarbunka lokið
sound-coins-paid = peningar greiddir
sound-coins-received = peningar fengnir
sound-toll = tollur sem þarf að greiða
sound-swap = spili skipt inn í bunka
sound-pile-closed = bunki lokaður
sound-refused = skipun eða leik hafnað
sound-joined = einhver settist við borðið
sound-left = einhver fór frá borðinu
sound-dropped = einhver missti sambandið
sound-back = einhver er aftur við borðið

## The `sounds` command.

table-sounds-each = Hljóð { $number } af { $count }: { $meaning }. Skrifaðu { $sounds } aftur til að heyra það næsta.
table-sounds-state = Hljóð { $state ->
    [on] á, styrkur { $volume }
   *[off] af
}. Valkostir: { $on }, { $off } eða styrkur frá 0 til 100.
table-sounds-now-on = Hljóð á, styrkur { $volume }.
table-sounds-now-off = Hljóð af.
table-sounds-volume = Hljóðstyrkur { $volume }.
table-sounds-bad = Óþekkt stilling "{ $given }": veldu { $on }, { $off } eða styrk frá 0 til 100.

## The device that plays them.

sound-no-device = Ekkert hljóðtæki hér: spilið heldur áfram án hljóða.
sound-player-failed = Hljóðin hættu: spilunin mistókst ({ $error }). Spilið heldur áfram án þeirra.
