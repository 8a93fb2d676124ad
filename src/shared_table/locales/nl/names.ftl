# Namen die voor die van een ander of voor niets kunnen doorgaan (core/safe_text.py, check_name).
table-name-invisible = { $option }: een naam mag geen tekens bevatten die niets tonen, zoals spaties zonder breedte, opvultekens of tags; typ hem met letters die je ziet
table-name-no-letters = { $option }: een naam heeft minstens één letter of cijfer nodig, zodat hij voorgelezen kan worden; gebruik een naam zoals Sam
table-name-list = { $option }: een naam is van één persoon, dus zonder komma of het woord en tussen namen; ieder doet mee met een eigen naam
table-name-mixed-scripts = { $option }: een naam mag geen schriften mengen waarvan de letters op elkaar lijken, zoals Latijnse met Cyrillische of Griekse; schrijf hem in één schrift
table-name-looks-like = { $option }: deze naam lijkt op { $other }, die aan tafel zit; kies een naam die er anders uitziet, bijvoorbeeld met de eerste letter van je achternaam
