## De hulpmiddelen van Five Crowns: `shared-table check` (tools/check.py) en `shared-table braille` (tools/braille.py).

## De handcontrole.
fct-check-fail = shared-table check: { $problem }
fct-no-cards = geen kaarten gegeven: noem ze zoals 7st 10h Qsp joker
fct-too-many-cards = { $cards } kaarten gegeven: een hand om te controleren heeft 1 tot en met { $most } kaarten
fct-no-wild = { $cards } kaarten en geen wisselende joker: zeg met --wild welke waarde als joker geldt, een van 3 tot en met 10, B, V, H of J, Q, K
fct-stdin-closed = standaardinvoer is gesloten, dus er kunnen geen handen uit gelezen worden: noem de kaarten na check, zoals check 5c 6c 7c, of stuur handen erin via een pijp.
fct-prompt = Typ een hand op één regel, zoals: 5c 6c 7c Qh Qd joker 8h. Een lege regel stopt.
fct-line-error = Regel { $line }: { $problem }.
fct-cli-help = Five Crowns: wat een hand waard is, hoe je hem open op tafel legt, en wat je aflegt
fct-cli-description = Controleer een hand. Zonder kaarten worden handen gelezen van standaardinvoer, één per regel.
fct-cli-wild = de wisselende joker: 3 tot en met 10, B, V, H of J, Q, K (standaard: het aantal kaarten)
fct-cli-json = antwoord met één JSON-object per hand
fct-cli-cards = kaarten zoals 7st 10h Jd Qsp Kc joker, 7★, harten 7

## De braille-afdrukken.
fct-braille-fail = shared-table braille: { $problem }
fct-braille-which-printout = shared-table braille: zeg welke afdruk: hand of scores. Probeer: shared-table braille --help
fct-braille-players = --players { $given }: een spel heeft { $least } tot en met { $most } spelers
fct-braille-unreadable = { $path } kan niet worden gelezen ({ $reason })
fct-braille-too-big = { $path } is groter dan { NUMBER($most, useGrouping: 0) } bytes: een scoreblad is veel kleiner
fct-braille-not-json = { $path } is geen JSON ({ $reason })
fct-braille-no-players = { $path } heeft geen "players": geef een lijst van namen, zoals { $example }
fct-braille-bad-rounds = { $path }: "rounds" moet een lijst van rondes zijn, elk een lijst met één score per speler
fct-braille-not-five-crowns = spel { $game } is een spel { $title }, dat geen scoreblad heeft
fct-braille-which-game = zeg welk spel, op één manier: --game SPEL (een opgeslagen spel), --from-json BESTAND, of --seed S (een spel tussen computerspelers)
fct-braille-no-braille-out = shared-table braille: standaarduitvoer kan geen brailletekens tonen (de codering is { $encoding }): kies een UTF-8-locale, gebruik --format brf, of schrijf een bestand met --out BESTAND.
fct-braille-exists = shared-table braille: { $path } bestaat al: geef een andere naam, of voeg --replace toe om het te overschrijven.
fct-braille-link = shared-table braille: { $path } is een symbolische koppeling, die nooit gevolgd wordt: geef de naam van het bestand zelf.
fct-braille-cannot-write = shared-table braille: kan { $path } niet schrijven ({ $reason }).
fct-braille-written = { $format ->
        [brf] BRF voor een brailleprinter
       *[unicode] Unicode-braille
    } geschreven naar { $path }.
fct-cli-braille-help = Five Crowns: een hand of het scoreblad in braille: Unicode-braille, of BRF voor een brailleprinter
fct-cli-braille-description = Braille-afdrukken via liblouis, gemarkeerd zoals het braillespel de kaarten markeert.
fct-cli-hand-help = een hand per kleur, met de wisselende joker en de beste indeling
fct-cli-hand-description = Een overzicht van een hand in braille: de hand per kleur, de wisselende joker, de beste straten en setjes met gelijke waarden, en wat overblijft.
fct-cli-scores-help = een scoreblad: een regel per ronde, een kolom per speler, de totalen
fct-cli-scores-description = Het scoreblad van een opgeslagen spel (--game, genummerd zoals in shared-table games), van een JSON-bestand {"{"}"players": [...], "rounds": [[...], ...]{"}"} met één score per speler in elke ronde, of van een spel tussen computerspelers (--seed).
fct-cli-game = een opgeslagen spel, klaar of niet, met zijn nummer in shared-table games
fct-cli-seed = speel een heel spel tussen computerspelers met dit zaadgetal
fct-cli-players = met --seed: hoeveel spelers, 2 tot en met 14 (standaard 3)
fct-cli-bots = met --seed: easy, medium, hard of expert (standaard medium)
fct-cli-from-json = de spelers en de tot nu toe getelde rondes, uit een JSON-bestand
fct-cli-format = unicode (braille voor een scherm of brailleleesregel) of brf (voor een brailleprinter); standaard: die van de instellingen, anders unicode
fct-cli-table = brailletabel: nl (Nederlands, standaard), ueb of ebae (Engels), da, sv, nb, fi, is, fr
fct-cli-out = schrijf de afdruk naar BESTAND, een nieuw bestand, in plaats van standaarduitvoer
fct-cli-replace = met --out: overschrijf BESTAND als het bestaat (nooit via een koppeling)
