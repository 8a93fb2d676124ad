## Commands: name, summary, argument, details and examples (core/commands.py).

sol-cmd-piles = bunkar
sol-cmd-piles-summary = hver opinn bunki í sinni línu: númer hans, hvaða spil gilda allt og stigin í honum
sol-cmd-piles-examples = bunkar
sol-cmd-piles-typed = bunkarnir

sol-cmd-pile = bunki
sol-cmd-pile-summary = spilin í einum bunka, númeruð, og hvernig best er að leggja þau niður
sol-cmd-pile-argument = númer bunka
sol-cmd-pile-details = Þessi númer notar spila til að nefna spilið sem fer út.
sol-cmd-pile-examples = bunki 3
sol-cmd-pile-typed = bunkinn

sol-cmd-card = spil
sol-cmd-card-summary = spilið sem er snúið upp og þú átt að setja, og hve mörg spil eru eftir í stokknum
sol-cmd-card-examples = spil
sol-cmd-card-typed = spilið

sol-cmd-stock = stokkur
sol-cmd-stock-summary = hve mörg spil eru eftir í stokknum og hve mörgum hefur verið hent
sol-cmd-stock-examples = stokkur
sol-cmd-stock-typed = stokkurinn, stokknum

sol-cmd-play = spila
sol-cmd-play-summary = spilið sem er snúið upp fer í bunka, og spili sem þú nefnir er hent úr honum
sol-cmd-play-argument = númer bunka, út og spil
sol-cmd-play-details = Nefndu spilið sem fer út með númeri þess í lista bunkans eða með nafni þess; út má sleppa. Bunka þar sem öll spilin ganga upp er lokað. Skrifaðu sleppa til að láta spilið sem er snúið upp fara.
sol-cmd-play-examples = spila 3 út laufkóngur ; spila 3 út 2 ; spila 6 út gd
sol-cmd-play-typed = spilaðu, settu, setja, leggja, leggðu

sol-cmd-pass = sleppa
sol-cmd-pass-summary = henda spilinu sem er snúið upp án þess að breyta neinum bunka
sol-cmd-pass-examples = sleppa
sol-cmd-pass-typed = slepptu, pass

sol-cmd-discards = hent
sol-cmd-discards-summary = spilin sem hefur verið hent, það síðasta fyrst
sol-cmd-discards-examples = hent
sol-cmd-discards-typed = hent spil

solitaire-title = Five Crowns kapall
sol-points = lokaðir bunkar
