"""A small JSON codec for a game's frozen dataclasses (events, views, actions): the same words
serve saves and a network connection.

A dataclass is written `{"type": "ClassName", field: value, ...}`; tuples and lists become lists,
enums their value, and each leaf type (a card, say) the str or int its own pair of functions
makes and reads. Reading is strict and led by the classes' own field types: a field missing or
extra, a value of the wrong type (a bool is no int), an unknown type name or a leaf that does not
parse raises `InvalidInput` naming the class and field and showing what was given. Values are
rebuilt through the class's constructor, so its own checks (`__post_init__`) run too.
"""

from __future__ import annotations

import dataclasses
import itertools
import reprlib
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from enum import Enum
from typing import Any

from shared_table.core.errors import InvalidInput
from shared_table.core.message import msg

Leaf = tuple[Callable[[Any], str | int], Callable[[Any], object]]
"""How one leaf type is written (to a str or an int) and read back (raising ValueError or
`InvalidInput` for a value that does not parse)."""
Reader = Callable[[object], Any]
Writer = Callable[[Any], Any]

_SHORT = reprlib.Repr()
_SHORT.maxstring, _SHORT.maxother, _SHORT.maxlist, _SHORT.maxdict, _SHORT.maxlevel = 60, 60, 6, 8, 3


def shown(value: object) -> str:
    """A value as an error message shows it: its repr, shortened when long."""
    return _SHORT.repr(value)


class _Refused(Exception):
    """A value refused deep inside: `path` grows ("Meld.cards", "[2]") as it unwinds, so the
    paths are written only when something is wrong."""

    def __init__(self, problem: str) -> None:
        super().__init__(problem)
        self.problem, self.path = problem, list[str]()

    def at(self, step: str) -> _Refused:
        self.path.insert(0, step)
        return self

    def message(self) -> str:
        where = "".join(step if step.startswith("[") or n == 0 else ": " + step for n, step in enumerate(self.path))
        return f"{where}: {self.problem}" if where else self.problem


def _wrong(value: object, wanted: str) -> _Refused:
    return _Refused(f"wants {wanted}, given {shown(value)}")


class DataclassCodec:
    """Writes and reads the dataclasses `classes` (by class name) and the leaf types `leaves`.

    Every class's field types are resolved, and a reader and a writer made for each, when the
    codec is made: a field of a type it cannot read is a TypeError then, not in the middle of a game."""

    def __init__(self, classes: Iterable[type], leaves: Mapping[type, Leaf] | None = None) -> None:
        self._leaves = dict(leaves or {})
        self._classes: dict[str, type] = {}
        for cls in classes:
            if not dataclasses.is_dataclass(cls) or cls.__name__ in self._classes:
                raise TypeError(f"{cls!r} is not a dataclass, or a second class of that name")
            self._classes[cls.__name__] = cls
        self._readers: dict[object, Reader] = {}
        self._fields: dict[type, dict[str, Reader]] = {}  # by class: its constructor's fields
        self._writes: dict[type, list[tuple[str, Writer | None]]] = {}
        for cls in self._classes.values():
            hints = typing.get_type_hints(cls)  # names in annotations looked up in the class's module
            names = [field.name for field in dataclasses.fields(cls) if field.init]
            if "type" in names:
                raise TypeError(f"{cls.__name__} has a field named type, the word that names the class")
            self._fields[cls] = {name: self._reader(hints[name]) for name in names}
            self._writes[cls] = [(name, self._writer(hints[name])) for name in names]

    # ------------------------------------------------------------------ writing

    def encode(self, value: object) -> Any:
        """`value` as JSON-able data; TypeError for a value of a type this codec does not know."""
        kind = type(value)
        writes = self._writes.get(kind)
        if writes is not None:
            out = {"type": kind.__name__}
            for name, write in writes:
                item = getattr(value, name)
                out[name] = item if write is None else write(item)
            return out
        leaf = self._leaves.get(kind)
        if leaf is not None:
            return leaf[0](value)
        if isinstance(value, Enum):  # before int: an IntEnum is an int too
            return value.value
        if value is None or isinstance(value, bool | int | str):
            return value
        if isinstance(value, tuple | list):
            return [self.encode(item) for item in value]
        if isinstance(value, dict) and all(isinstance(key, str) for key in value):
            return {key: self.encode(item) for key, item in value.items()}
        raise TypeError(f"cannot encode {shown(value)}: not a type this codec knows")

    def _writer(self, hint: object) -> Writer | None:
        """How a field of type `hint` is written, led by the type (fields are written many times
        over, views after every move); None when its value is written as it is."""
        origin, args = typing.get_origin(hint), typing.get_args(hint)
        if hint in (int, str, bool, type(None)):
            return None
        if origin in (typing.Union, types.UnionType):
            options = [arg for arg in args if arg is not type(None)]
            writes = [self._writer(arg) for arg in options]
            if all(write is None for write in writes):
                return None
            inner = writes[0] if len(options) == 1 and writes[0] else self.encode  # several: by the value's own type
            return lambda value: None if value is None else inner(value)
        if origin is tuple or origin is list:
            if origin is list or args[-1:] == (Ellipsis,):
                item = self._writer(args[0])
                return list if item is None else lambda value: [item(each) for each in value]
            places = [self._writer(arg) for arg in args]
            return lambda value: [each if write is None else write(each) for write, each in zip(places, value, strict=True)]
        if isinstance(hint, type) and hint in self._leaves:
            return self._leaves[hint][0]
        if isinstance(hint, type) and issubclass(hint, Enum):
            return lambda value: value.value
        return self.encode  # a dataclass, a dict; anything else is refused by `encode`

    # ------------------------------------------------------------------ reading

    def decode(self, value: object, hint: object) -> Any:
        """The value of type `hint` (a class, a union of classes, `tuple[Card, ...]` ...) that
        `value` writes; `InvalidInput` saying what was wrong, where, and what was given."""
        try:
            return self._reader(hint)(value)
        except _Refused as refused:
            raise InvalidInput(refused.message()) from None  # the JSON's own shape, for whoever mends the file

    def _reader(self, hint: object) -> Reader:
        if hint not in self._readers:
            self._readers[hint] = self._make_reader(hint)
        return self._readers[hint]

    def _make_reader(self, hint: object) -> Reader:
        origin, args = typing.get_origin(hint), typing.get_args(hint)
        wanted = hint.__name__ if isinstance(hint, type) else str(hint).replace("typing.", "")
        if origin in (typing.Union, types.UnionType):
            options = [arg for arg in args if arg is not type(None)]
            if all(self._classes.get(getattr(arg, "__name__", "")) is arg for arg in options) and len(options) > 1:
                inner = self._class_reader(typing.cast(list[type], options))
            elif len(options) == 1:
                inner = self._reader(options[0])
            else:
                raise TypeError(f"the codec reads unions of dataclasses only, not {hint!r}")
            return inner if len(options) == len(args) else lambda value: None if value is None else inner(value)
        if origin is tuple or origin is list:
            many = origin is list or args[-1:] == (Ellipsis,)
            items = [self._reader(arg) for arg in (args[:1] if many else args)]
            make = tuple if origin is tuple else list

            def read_items(value: object) -> Any:
                if type(value) is not list or (not many and len(value) != len(items)):
                    raise _wrong(value, wanted)
                try:
                    return make(map(items[0], value) if many else (read(item) for read, item in zip(items, value, strict=True)))
                except _Refused as refused:
                    raise refused.at(f"[{_first_refused(itertools.repeat(items[0]) if many else items, value)}]") from None

            return read_items
        if origin is dict and args[0] is str:
            item_reader = self._reader(args[1])

            def read_dict(value: object) -> Any:
                if type(value) is not dict or not all(type(key) is str for key in value):
                    raise _wrong(value, wanted)
                out = {}
                for key, item in value.items():
                    try:
                        out[key] = item_reader(item)
                    except _Refused as refused:
                        raise refused.at(f"[{key!r}]") from None
                return out

            return read_dict
        if not isinstance(hint, type):
            raise TypeError(f"the codec cannot read a {hint!r}")
        if hint in self._leaves:
            return self._leaf_reader(hint, self._leaves[hint][1])
        if issubclass(hint, Enum):
            # Keyed by the value's type too: Suit(True) and Suit(1.0) would both give Suit(1).
            members = {(type(member.value), member.value): member for member in hint}

            def read_enum(value: object) -> Any:
                try:
                    return members[type(value), value]
                except (KeyError, TypeError):  # TypeError: a list or dict is no key
                    raise _wrong(value, wanted) from None

            return read_enum
        if self._classes.get(hint.__name__) is hint:
            return self._class_reader([hint])
        if hint in (int, str, bool, type(None)):

            def read_exactly(value: object) -> Any:
                if type(value) is not hint:  # exact: a bool is not the int wanted, nor an int the bool
                    raise _wrong(value, wanted)
                return value

            return read_exactly
        raise TypeError(f"the codec cannot read a {wanted}")

    def _leaf_reader(self, hint: type, parse: Callable[[Any], object]) -> Reader:
        def read_leaf(value: object) -> Any:
            if type(value) is not str and type(value) is not int:
                raise _wrong(value, hint.__name__)
            try:
                return parse(value)
            except ValueError as error:  # InvalidInput is a ValueError
                raise _Refused(f"not a {hint.__name__} ({error}), given {shown(value)}") from None

        return read_leaf

    def _class_reader(self, allowed: list[type]) -> Reader:
        """A reader of any of the dataclasses `allowed`, told apart by the value's "type"."""
        wanted = " | ".join(cls.__name__ for cls in allowed)

        def read_class(value: object) -> Any:
            if type(value) is not dict:
                raise _wrong(value, wanted)
            name = value.get("type")
            cls = self._classes.get(name) if type(name) is str else None
            if cls is None or cls not in allowed:
                raise _Refused(f"{'the' if cls else 'an unknown'} type {shown(name)} where {wanted} is wanted, given {shown(value)}")
            fields = self._fields[cls]  # looked up now: a class's fields may hold the class itself
            if value.keys() - {"type"} != fields.keys():
                missing, extra = [key for key in fields if key not in value], [key for key in value if key not in fields and key != "type"]
                problem = f"missing {', '.join(missing)}" if missing else f"no field {', '.join(map(str, extra))}"
                raise _Refused(f"{cls.__name__}: {problem}, given {shown(value)}")
            kwargs = {}
            for key, read in fields.items():
                try:
                    kwargs[key] = read(value[key])
                except _Refused as refused:
                    raise refused.at(f"{cls.__name__}.{key}") from None
            try:
                return cls(**kwargs)
            except ValueError as error:  # the class's own checks refused it (InvalidInput is a ValueError)
                raise _Refused(f"not a valid {cls.__name__} ({error}), given {shown(value)}") from None

        return read_class


def _first_refused(readers: Iterable[Reader], items: Iterable[object]) -> int:
    """Which item a reader refuses (read again, only once something was refused)."""
    for n, (read, item) in enumerate(zip(readers, items, strict=False)):
        try:
            read(item)
        except _Refused:
            return n
    return -1


class GameCodec:
    """One game's JSON words (core.game.Codec): events and views through a `DataclassCodec`,
    actions through the game's own pair of functions, whose shape is the saves' format. A value
    that does not decode is refused as "not a saved event: ..." (or view), naming where and what."""

    def __init__(
        self, codec: DataclassCodec, event_type: object, view_type: object,
        encode_action: Callable[[Any], dict[str, Any]], decode_action: Callable[[object], Any],
    ) -> None:
        self.codec, self.event_type, self.view_type = codec, event_type, view_type
        self._encode_action, self._decode_action = encode_action, decode_action

    def encode_action(self, action: Any) -> dict[str, Any]:
        return self._encode_action(action)

    def decode_action(self, value: object) -> Any:
        return self._decode_action(value)

    def encode_event(self, event: Any) -> dict[str, Any]:
        encoded: dict[str, Any] = self.codec.encode(event)
        return encoded

    def decode_event(self, value: object) -> Any:
        return self._read(value, self.event_type, "event")

    def encode_view(self, view: Any) -> dict[str, Any]:
        encoded: dict[str, Any] = self.codec.encode(view)
        return encoded

    def decode_view(self, value: object) -> Any:
        return self._read(value, self.view_type, "view")

    def _read(self, value: object, hint: object, what: str) -> Any:
        try:
            return self.codec.decode(value, hint)
        except InvalidInput as error:
            raise InvalidInput(msg("save-not-a-saved", what=what, problem=error.message)) from error
