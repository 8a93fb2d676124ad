"""The line-mode console: commands in, the narrator's sentences out, for keyboard and screen reader."""
