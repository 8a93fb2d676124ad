# Navne, der kunne forveksles med en andens eller ikke ses (core/safe_text.py, check_name).
table-name-invisible = { $option }: et navn må ikke indeholde tegn, der ikke ses, som nulbredde-mellemrum, fyldtegn eller mærker; skriv det med bogstaver, der kan ses
table-name-no-letters = { $option }: et navn skal have mindst ét bogstav eller tal, så det kan læses højt; brug et navn som Sam
table-name-list = { $option }: et navn er én persons, så det må ikke have komma eller ordet og mellem navne; hver person deltager med sit eget navn
table-name-mixed-scripts = { $option }: et navn må ikke blande alfabeter med bogstaver, der ligner hinanden, som latinske med kyrilliske eller græske; skriv det med ét alfabet
table-name-looks-like = { $option }: dette navn ligner { $other }, som sidder ved bordet; vælg et navn, der ser anderledes ud, for eksempel med dit efternavns forbogstav
