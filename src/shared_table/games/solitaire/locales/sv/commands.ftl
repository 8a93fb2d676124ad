## Commands: name, summary, argument, details and examples (core/commands.py).

sol-cmd-piles = högar
sol-cmd-piles-summary = varje öppen hög på en egen rad: dess nummer, vilka kort som är vilda och dess poäng
sol-cmd-piles-examples = högar
sol-cmd-piles-typed = högarna

sol-cmd-pile = hög
sol-cmd-pile-summary = en högs kort, numrerade, och hur de bäst läggs ned
sol-cmd-pile-argument = ett högnummer
sol-cmd-pile-details = Numren är de som lägg använder för att ange kortet som tas ut.
sol-cmd-pile-examples = hög 3
sol-cmd-pile-typed = högen

sol-cmd-card = kort
sol-cmd-card-summary = det uppvända kortet, som du ska lägga, och hur många kort draghögen har kvar
sol-cmd-card-examples = kort
sol-cmd-card-typed = kortet, uppvända kortet

sol-cmd-stock = draghög
sol-cmd-stock-summary = hur många kort som finns kvar i draghögen, och hur många som är kastade
sol-cmd-stock-examples = draghög
sol-cmd-stock-typed = draghögen

sol-cmd-play = lägg
sol-cmd-play-summary = det uppvända kortet läggs i en hög, och ett kort du anger tas ut ur den och kastas
sol-cmd-play-argument = ett högnummer, ut och ett kort
sol-cmd-play-details = Ange kortet som tas ut med dess nummer i högens lista eller med dess namn; ut kan utelämnas. En hög där alla kort kan läggas ned avslutas. Skriv passa för att låta det uppvända kortet gå.
sol-cmd-play-examples = lägg 3 ut klöver kung ; lägg 3 ut 2 ; lägg 6 ut knd
sol-cmd-play-typed = spela, spelar, lägga, lägger

sol-cmd-pass = passa
sol-cmd-pass-summary = låt det uppvända kortet gå, kastat, utan att ändra någon hög
sol-cmd-pass-examples = passa
sol-cmd-pass-typed = pass, släpp, hoppa över

sol-cmd-discards = kastade
sol-cmd-discards-summary = de döda korten, det senaste först
sol-cmd-discards-examples = kastade
sol-cmd-discards-typed = kastat, kasthögen

solitaire-title = Five Crowns solitaire
sol-points = avslutade högar
