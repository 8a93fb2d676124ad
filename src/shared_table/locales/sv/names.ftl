# Namn som kan tas för någon annans eller inte syns (core/safe_text.py, check_name).
table-name-invisible = { $option }: ett namn får inte innehålla tecken som inte syns, som nollbreddsmellanslag, utfyllnadstecken eller taggar; skriv det med bokstäver som syns
table-name-no-letters = { $option }: ett namn behöver minst en bokstav eller siffra, så att det kan läsas upp; använd ett namn som Sam
table-name-list = { $option }: ett namn är en persons, så det får inte ha kommatecken eller ordet och mellan namn; var och en deltar med sitt eget namn
table-name-mixed-scripts = { $option }: ett namn får inte blanda alfabet vars bokstäver liknar varandra, som latinska med kyrilliska eller grekiska; skriv det med ett alfabet
table-name-looks-like = { $option }: det här namnet liknar { $other }, som sitter vid bordet; välj ett namn som ser annorlunda ut, till exempel med ditt efternamns första bokstav
