"""The table-side score keeper: one page per table during a hanchan, its hands kept as a list of outcome
records that the rules-of-play engine replays (the state is never stored, only the hands)."""
