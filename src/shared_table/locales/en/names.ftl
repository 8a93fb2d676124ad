# Names that would pass for someone else or for nothing (core/safe_text.py, check_name).
table-name-invisible = { $option }: a name cannot hold characters that show nothing, such as zero-width spaces, fillers or tags; type it with letters you can see
table-name-no-letters = { $option }: a name needs at least one letter or digit, so that it can be read aloud; use a name like Sam
table-name-list = { $option }: a name is one person's, so it cannot hold a comma or the word and between names; each person joins with their own name
table-name-mixed-scripts = { $option }: a name cannot mix alphabets whose letters look alike, such as Latin with Cyrillic or Greek; write it in one alphabet
table-name-looks-like = { $option }: this name looks like { $other }, who is at the table; choose a name that looks different, for example with your surname's first letter
