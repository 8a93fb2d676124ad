"""What the server gives a browser besides the game: the page's files, its words in each language,
and the headers that keep every request on this server (docs/web.md)."""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import urlsplit

from starlette.middleware import Middleware
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from shared_table.core.message import Msg
from shared_table.games import all_infos
from shared_table.i18n.languages import LANGUAGES, find_language
from shared_table.i18n.words import TABLE_PACKAGE, catalog_files, words_for

WEB_FOLDER = Path(__file__).resolve().parent.parent / "web"
PAGE_CATALOG = "web.ftl"
_MESSAGE = re.compile(r"^((?:[a-z]+-)?web-[a-z0-9-]+) = (.*)$", re.MULTILINE)
_VARIABLE = re.compile(r"\{ *\$([a-z_]+) *\}")

POLICY = ("default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
          "font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
"""The page may load and connect to nothing but this server, and no other site may frame it."""


def web_messages(code: str, packages: tuple[str, ...] = ()) -> dict[str, str]:
    """The one-line messages of the `web.ftl` catalogs of the table and of `packages`, in language
    `code`, each variable left as `{name}` for the page to fill in (a message with a selector,
    which needs its number, is left out)."""
    words = words_for(code, packages)
    texts: dict[str, str] = {}
    for package in (TABLE_PACKAGE, *packages):
        for name, text in catalog_files(package, code):
            if name != PAGE_CATALOG:
                continue
            for found in _MESSAGE.finditer(text):
                message_id, line = found.group(1), found.group(2)
                if "->" not in line:
                    texts[message_id] = words(message_id, **{variable: f"{{{variable}}}" for variable in _VARIABLE.findall(line)})
    return texts


WORDS_CODES = frozenset(language.code for language in LANGUAGES)
"""The codes `/words/CODE` answers: only these are ever kept (`page_words`)."""
PER_ADDRESS = 64
"""Connections from one address at once (`serve --connections-per-address`): a club behind one router, with room to spare."""
BACKLOG = 128
"""Connections waiting to be accepted: the listening socket's backlog (net/edge.py counts on it)."""


@functools.cache
def page_words(code: str) -> dict[str, Any]:
    """The page's own words in language `code` (one of `WORDS_CODES`: any other code would be one
    more answer kept for good), the languages to choose from, and the games' titles."""
    assert code in WORDS_CODES
    language = find_language(code)
    games = [{"name": info.name, "title": words_for(language.code, info.catalogs)(f"{info.name}-title"), "players": list(info.players)}
             for info in all_infos()]
    return {"code": language.code, "words": web_messages(language.code), "games": games,
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


_DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}


def origin_key(origin: str) -> tuple[str, int] | None:
    """An origin's host and port (the scheme's port when none is written), or None when it is no
    web origin (`null`, `file://`, garbage)."""
    try:
        parts = urlsplit(origin.strip())
        port = parts.port
    except ValueError:
        return None
    if parts.scheme not in _DEFAULT_PORTS or not parts.hostname:
        return None
    return parts.hostname.lower(), port or _DEFAULT_PORTS[parts.scheme]


def host_key(host: str, scheme: str) -> tuple[str, int] | None:
    """A Host header's host and port, the port of `scheme` when none is written."""
    return origin_key(f"{scheme}://{host.strip()}")


def origin_allowed(origin: str | None, host: str | None, listed: frozenset[tuple[str, int]]) -> bool:
    """Whether a WebSocket from a page at `origin` may play: no Origin (not a browser: the terminal
    client), the server's own origin (the Host the page reached it at), or one the host listed
    (`serve --origin`). A browser always sends Origin, so another site's page is refused."""
    if origin is None:
        return True
    key = origin_key(origin)
    if key is None:
        return False
    scheme = urlsplit(origin.strip()).scheme
    return key in listed or (host is not None and host_key(host, scheme) == key)


def preferred_language(headers: list[tuple[bytes, bytes]]) -> str:
    """The first of the request's Accept-Language that the server speaks, else English."""
    for name, value in headers:
        if name.lower() == b"accept-language":
            for part in value.decode("latin-1").split(","):
                code = part.split(";")[0].strip().lower().split("-")[0]
                code = "nb" if code in ("no", "nn") else code
                if code in WORDS_CODES:
                    return code
    return "en"


def said_in(language: str, message: Msg) -> str:
    return words_for(language).say(message)
