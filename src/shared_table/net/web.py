"""What the server gives a browser besides the game: the page's files, its words in each language,
and the headers that keep every request on this server (docs/web.md)."""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any, ClassVar

from starlette.middleware import Middleware
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from shared_table.core.errors import InvalidInput
from shared_table.games import all_infos
from shared_table.i18n.languages import ENGLISH, LANGUAGES, find_language
from shared_table.i18n.words import TABLE_PACKAGE, catalog_files, words_for

WEB_FOLDER = Path(__file__).resolve().parent.parent / "web"
PAGE_CATALOG = "web.ftl"
_MESSAGE = re.compile(r"^(web-[a-z0-9-]+) =", re.MULTILINE)
_VARIABLE = re.compile(r"\{ *\$([a-z_]+) *\}")

POLICY = ("default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
          "font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
"""The page may load and connect to nothing but this server, and no other site may frame it."""


@functools.cache
def page_words(code: str) -> dict[str, Any]:
    """The page's own words in language `code` (English when there is no such language), the
    languages to choose from, and the games' titles. A message's variables stay as `{name}`,
    which the page fills in."""
    try:
        language = find_language(code)
    except InvalidInput:
        language = ENGLISH
    if language not in LANGUAGES:
        language = ENGLISH
    words = words_for(language.code)
    texts: dict[str, str] = {}
    for name, text in catalog_files(TABLE_PACKAGE, language.code):
        if name == PAGE_CATALOG:
            for found in _MESSAGE.finditer(text):
                message_id = found.group(1)
                line = text[found.end():].split("\n", 1)[0]
                texts[message_id] = words(message_id, **{variable: f"{{{variable}}}" for variable in _VARIABLE.findall(line)})
    games = [{"name": info.name, "title": words_for(language.code, info.catalogs)(f"{info.name}-title"), "players": list(info.players)}
             for info in all_infos()]
    return {"code": language.code, "words": texts, "games": games,
            "languages": [{"code": other.code, "name": other.name} for other in LANGUAGES]}


class SecurityHeaders:
    """Adds the content policy and its companions to every HTTP answer (not to the WebSocket)."""

    HEADERS: ClassVar[tuple[tuple[bytes, bytes], ...]] = (
        (b"content-security-policy", POLICY.encode()), (b"x-content-type-options", b"nosniff"),
        (b"referrer-policy", b"no-referrer"), (b"x-frame-options", b"DENY"))

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    @classmethod
    def middleware(cls) -> Middleware:
        return Middleware(cls)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *self.HEADERS]
            await send(message)

        await self.app(scope, receive, with_headers)
