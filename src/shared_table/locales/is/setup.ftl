## Who sits where: seats, levels, names and the table's own refusals (table/, core/safe_text.py, console/play.py).

table-seats-range = { $fewest } til { $most } leikmenn
table-seats-exactly = { $count ->
    [one] { $count } leikmaður
   *[other] { $count } leikmenn
}
table-setup-players = Leikmenn: { $count }, en { $game } er fyrir { $seats }
table-setup-option = { $option } er ekki valkostur í { $game }
table-no-level = óþekkt erfiðleikastig "{ $given }": stigin eru { $levels }
table-tournament-seats = --seats gefur sæti: { $count }; { $game } er fyrir { $seats }, til dæmis { $like }
table-no-seat = Sæti { $seat } er ekki til við þetta borð. Sæti: { $seats }.
table-not-their-turn = { $name } á leik, ekki { $other }.
table-no-taking-back = Í { $game } er ekki hægt að taka leik til baka.
table-nothing-to-take-back = Ekkert að taka til baka: enginn leikur hefur verið leikinn í þessu spili enn.
table-name-control = { $option }: nafn má ekki innihalda stýritákn; notaðu bókstafi, tölustafi, bil og greinarmerki
table-name-too-long = { $option }: nafn má vera í mesta lagi { $most } stafir, og þetta er { $length }; notaðu styttra nafn
table-name-empty = nafn er tómt: gefðu upp nöfn eins og --name Sam eða --humans Ann,Bob
table-bots-empty-level = --bots "{ $given }" hefur tómt stig: telðu stigin upp með kommum, eins og medium,medium
table-too-many-or-few = { $given }: { $game } er fyrir { $seats } alls, að þér meðtöldum
table-given-players = --players { $count }
table-given-humans-and-bots = leikmenn úr --humans og --bots: { $count }
table-given-humans = --humans gefur fólk: { $count }
table-given-bots = --bots gefur tölvuspilara: { $count }
table-no-seat-for-people = --players { $count } skilur ekki eftir sæti fyrir fólkið, sem er { $people }
table-too-many-levels = --bots gefur stig: { $levels }, en tölvuspilarar eru { $seats }
table-games-count = --games { $count }: spilaðu 1 til { $most ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $most }
    } spil

## shared-table tournament (console/tournament_command.py).

table-tournament-heading = Spil: { $games }, { $game }{ $rotating ->
    [yes] , sætum skipt
   *[no] {""}
}. { $lower ->
    [yes] Færri stig eru betri.
   *[no] Fleiri stig eru betri.
}
table-tournament-seat = Sæti { $seat }, { $level }: meðaltal { $mean } { $points }{ $spread ->
    [yes] , 95 % bil plús mínus { $interval }
   *[no] {""}
}, sigrar: { $wins }.

# The host of a table (table/host.py): a device asking what it may not.
host-no-table = Hér er ekkert borð { $given }.
host-seat-not-free = Sæti { $seat } er ekki laust sæti fyrir manneskju.
host-not-your-seat = Það sæti er ekki þitt: þar situr { $name }.
host-move-not-saved = Leikurinn var ekki gerður, því ekki tókst að vista hann ({ $reason }). Enginn heyrði af honum; reyndu aftur.
host-undo-heard = Það er of seint að taka þetta til baka: { $name } hefur þegar heyrt það.
host-new-asked = { $name } vill nýtt spil. Biddu líka um nýtt spil til að samþykkja, eða leiktu næsta leik þínum til að hafna.
host-new-waiting = Nýtt spil þarf líka samþykki frá { $names }.
host-new-refused = { $name } hélt áfram að spila: ekkert nýtt spil.
host-new-dealt-away = Nýtt spil var gefið meðan þú varst í burtu, eftir að það síðasta kláraðist.
host-seat-taken-elsewhere = Sætið þitt var tekið á öðru tæki: þetta tæki spilar ekki lengur fyrir það.
