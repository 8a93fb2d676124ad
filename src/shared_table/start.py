"""The `shared-table` command's entry point, kept apart and tiny so that Ctrl-C is never a
traceback: during the start, before the program can say anything in the player's words, it ends
the program quietly with the status a shell expects of Ctrl-C (130); once the program has
answered, a Ctrl-C while Python shuts down ends it the same way, by the signal's own default.

Only Python's own start comes before this (the interpreter and `site`, about 10 ms): a Ctrl-C
there is Python's, and no code of ours has run yet. Nothing here is imported at module level,
so that the window is as short as it can be.
"""


def run() -> None:
    import sys

    try:
        import signal

        from shared_table.cli import main

        status = main()
        signal.signal(signal.SIGINT, signal.SIG_DFL)  # past this point there is nothing left to say or save
    except KeyboardInterrupt:
        status = 130
    sys.exit(status)
