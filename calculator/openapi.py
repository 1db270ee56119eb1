"""The OpenAPI 3 description of /api/v1/, built in code from the same names the scorer uses.

Enumerations (flags, meld kinds, rule parameters, error codes) are read from the scorer and the API
module's own constants, so the document cannot drift from what the endpoints accept and answer. The
schemathesis test in tests/calculator holds every response to it.
"""

from typing import Any

from rules.play import FURITEN_KINDS, RON_REASONS
from rules.play_phrases import PLAY_ERRORS
from rules.scoring import ERROR_CODES, FLAGS, MELD_KINDS, RULE_CHOICES, RULESETS

HTTP_ERROR_CODES = (
    "too_large",
    "rate_limited",
    "method_not_allowed",
    "not_found",
    "server_error",
    "unavailable",
)
LIMITS = ("mangan", "haneman", "baiman", "sanbaiman", "yakuman")
PAYMENT_KEYS = ("ron", "tsumo_nondealer", "tsumo_dealer", "tsumo_all", "liable", "discarder")
TABLE_COLUMNS = (
    "dealer_ron",
    "dealer_tsumo_all",
    "nondealer_ron",
    "nondealer_tsumo_nondealer",
    "nondealer_tsumo_dealer",
)

EXAMPLE_REQUEST = {
    "hand": "234m567p23455s",
    "win_tile": "5s",
    "melds": [{"kind": "pon", "tiles": "777z"}],
    "seat_wind": "S",
    "round_wind": "E",
    "dora_indicators": "3m",
    "ruleset": "ema",
}
EXAMPLE_RESPONSE = {
    "han": 2,
    "fu": 30,
    "yaku": [{"key": "yakuhai_chun", "han": 1}],
    "dora": {"dora": 1, "ura_dora": 0, "aka_dora": 0},
    "fu_items": [
        {"key": "base", "fu": 20},
        {"key": "open_pon_terminal", "fu": 4, "tiles": "777z"},
        {"key": "wait_tanki", "fu": 2},
    ],
    "limit": None,
    "yakuman": 0,
    "base_points": 480,
    "dealer": False,
    "payment": {"ron": 2000},
    "total": 2000,
    "paid": [{"payer": "discarder", "count": 1, "points": 2000, "honba": 0}],
    "unpaid_yakuman": [],
}


PAYERS = ("discarder", "dealer", "non_dealer", "liable")
PAID_NOTE = (
    "What each payer hands over, honba included: `points` is what each of `count` players pays, `honba` "
    "the part of it that is the counters (300 per honba from the discarder of a ron, 100 from each payer "
    "of a tsumo; under pao the ruleset's `pao_honba` says who pays them). `payment` stays the table "
    "value. The points times the count, plus 1,000 per riichi stick, make `total`."
)
UNPAID_NOTE = (
    "Where yakuman do not stack (`yakuman_stacking` false), the other yakuman the hand has, beside the "
    "one in `yaku` that is paid; empty otherwise. `han`, `yakuman` and `payment` count the paid one only. "
    'Where 13 han pay a yakuman, also `{"key": "kazoe_yakuman", "han": N}` when the ordinary yaku and '
    "dora of a yakuman hand reach 13 han: a counted yakuman is never added to a real one."
)


# A request never carries a setting that changes nothing: such a setting is refused with
# `invalid_situation` (and a sentence saying why), never silently ignored.
REFUSAL_POLICY = (
    "A setting that would change nothing is refused with `invalid_situation` rather than ignored: "
    "ura indicators without riichi, renhou where the ruleset does not play it, a robbed concealed kong "
    "other than by thirteen orphans where the ruleset allows it, and any win flag, `pao` or indicator "
    "sent with `nagashi_mangan`."
)
FIELD_NOTES = {
    "pao": "The yakuman was completed by a set that a liable player fed (see the ruleset's `pao` list). "
    "Refused (`invalid_situation`) where the melds cannot hold a fed set: fewer than three dragon pungs "
    "or kongs called on discards for daisangen, fewer than four called wind sets for daisuushii, no open "
    "kong from a discard (`kan`) for suukantsu. Where yakuman do not stack and several tie, the one "
    "paid is taken from that list.",
    "nagashi_mangan": "Score the exhaustive-draw special payment instead of a hand, where the ruleset has "
    "it. Paid as a mangan tsumo; honba and riichi sticks are not paid (they stay on the table). No win "
    "flag, `pao` or indicator may be sent with it; `hand` and `win_tile` are checked but not scored.",
    "chankan_ankan": "With `chankan`: the robbed kong was a concealed kong. Only thirteen orphans may rob "
    "one, and only where the ruleset's `kokushi_chankan_ankan` is true; refused otherwise.",
    "ura_indicators": "Ura dora indicators, revealed under riichi only: refused without `riichi` or "
    "`double_riichi`.",
}
_BOOLEANS = {
    name: {"type": "boolean", "default": False} for name in ("pao", "nagashi_mangan", "chankan_ankan")
}
FLAG_NOTES = {
    "tenhou": "The dealer's win on the dealt hand. Tenhou has no real winning tile: the 14 dealt tiles "
    "score in the reading that pays most, whichever tile `win_tile` names.",
    "chiihou": "A non-dealer's self-drawn win on the first draw: the drawn tile (`win_tile`) is the "
    "winning tile, with its real wait.",
    "renhou": "A win on a discard before the first draw; refused where the ruleset does not play renhou.",
    "chankan": "A win on a tile added to a pung (or, with `chankan_ankan`, declared as a concealed kong).",
}


def _integer(minimum: int = 0) -> dict[str, Any]:
    return {"type": "integer", "minimum": minimum}


def _rule_schema(name: str, value: object) -> dict[str, Any]:
    """The schema of one rule override, from the type of its value in the named rulesets."""
    choices = RULE_CHOICES.get(name)
    if isinstance(value, bool):
        return {"type": "boolean"}
    if isinstance(value, tuple):
        return {"type": "array", "items": {"type": "string", "enum": list(choices or ())}}
    if isinstance(value, int):
        return {"type": "integer", "enum": list(choices or (value,))}
    return {"type": "string", "enum": list(choices or (value,))}


def _rules_schema() -> dict[str, Any]:
    sample = next(iter(RULESETS.values()))
    parameters = {name: value for name, value in sample.as_dict().items() if name != "name"}
    raw = {name: getattr(sample, name) for name in parameters}
    return {
        "type": "object",
        "description": "Overrides of the ruleset's parameters (house rules).",
        "additionalProperties": False,
        "properties": {name: _rule_schema(name, value) for name, value in raw.items()},
    }


def _error_response(description: str, headers: dict[str, Any] | None = None) -> dict[str, Any]:
    response: dict[str, Any] = {
        "description": description,
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}},
    }
    if headers:
        response["headers"] = headers
    return response


COMMON_ERRORS = {
    "405": _error_response("Method not allowed (`method_not_allowed`)."),
    "500": _error_response("The server failed (`server_error`); the fault is logged."),
    "503": _error_response(
        "The database is briefly unavailable (`unavailable`).",
        {
            "Retry-After": {
                "description": "Seconds to wait.",
                "schema": {"type": "string", "pattern": "^[0-9]+$"},
            }
        },
    ),
    "429": _error_response(
        "Too many requests from this client (`rate_limited`).",
        {
            "Retry-After": {
                "description": "Seconds to wait.",
                "schema": {"type": "string", "pattern": "^[0-9]+$"},
            }
        },
    ),
}
ACCEPT_LANGUAGE = {
    "name": "Accept-Language",
    "in": "header",
    "required": False,
    "description": "Language of error messages: en, fr or es (English otherwise).",
    "schema": {"type": "string"},
    "example": "fr",
}


def _ruleset_schema(house_keys: tuple[str, ...]) -> dict[str, Any]:
    """`ruleset` as an enumeration: the scorer's named rulesets, then the keys of the club's house rules."""
    return {
        "type": "string",
        "enum": [*RULESETS, *house_keys],
        "description": f"One of the named rulesets ({', '.join(RULESETS)}) or a house ruleset of this club, "
        "requested by its key as /api/v1/rulesets lists it under `house_rules`"
        + (f" (now: {', '.join(house_keys)})." if house_keys else " (none defined now)."),
    }


def _schemas(house_keys: tuple[str, ...]) -> dict[str, Any]:
    request_properties: dict[str, Any] = {
        "hand": {"type": "string", "description": "Every concealed tile, the winning tile included (mpsz)."},
        "win_tile": {"type": "string", "description": "The winning tile (mpsz)."},
        "melds": {"type": "array", "items": {"$ref": "#/components/schemas/Meld"}},
        **{
            flag: {
                "type": "boolean",
                "default": False,
                **({"description": FLAG_NOTES[flag]} if flag in FLAG_NOTES else {}),
            }
            for flag in FLAGS
        },
        **{name: {**schema, "description": FIELD_NOTES[name]} for name, schema in _BOOLEANS.items()},
        "seat_wind": {"type": "string", "enum": list("ESWN"), "default": "E"},
        "round_wind": {"type": "string", "enum": list("ESWN"), "default": "E"},
        "dora_indicators": {"$ref": "#/components/schemas/Indicators"},
        "ura_indicators": {
            "allOf": [{"$ref": "#/components/schemas/Indicators"}],
            "description": FIELD_NOTES["ura_indicators"],
        },
        "honba": {"type": "integer", "minimum": 0, "maximum": 1000, "default": 0},
        "riichi_sticks": {"type": "integer", "minimum": 0, "maximum": 1000, "default": 0},
        "ruleset": {**_ruleset_schema(house_keys), "default": "ema"},
        "rules": {"$ref": "#/components/schemas/Rules"},
    }
    return {
        "Meld": {
            "type": "object",
            "required": ["kind", "tiles"],
            "additionalProperties": False,
            "properties": {"kind": {"type": "string", "enum": list(MELD_KINDS)}, "tiles": {"type": "string"}},
        },
        "Indicators": {
            "description": "Indicator tiles in mpsz, as one string or a list of strings.",
            "oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}],
            "default": "",
        },
        "Rules": _rules_schema(),
        "ScoreRequest": {
            "type": "object",
            "description": REFUSAL_POLICY,
            "required": ["hand", "win_tile"],
            "additionalProperties": False,
            "properties": request_properties,
            "example": EXAMPLE_REQUEST,
        },
        "WaitsRequest": {
            "type": "object",
            "required": ["hand"],
            "additionalProperties": False,
            "properties": request_properties,
            "example": {"hand": "123m456p789s2345s", "riichi": True, "dora_indicators": "1s"},
        },
        "WaitsResponse": {
            "type": "object",
            "required": ["shanten", "waits_mpsz", "waits"],
            "additionalProperties": False,
            "properties": {
                "shanten": {**_integer(), "description": "0 when tenpai (one tile from winning)."},
                "waits_mpsz": {"type": "string", "description": "The waits in notation, e.g. 25s."},
                "waits": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "required": ["tile", "left", "ron", "tsumo"],
                        "additionalProperties": False,
                        "properties": {
                            "tile": {"type": "string"},
                            "left": {**_integer(), "maximum": 4},
                            "ron": {"$ref": "#/components/schemas/ScoreOrError"},
                            "tsumo": {"$ref": "#/components/schemas/ScoreOrError"},
                        },
                    },
                },
            },
        },
        "ScoreOrError": {
            "oneOf": [{"$ref": "#/components/schemas/ScoreResponse"}, {"$ref": "#/components/schemas/Error"}]
        },
        "ScoreResponse": {
            "type": "object",
            "required": [
                "han",
                "fu",
                "yaku",
                "dora",
                "fu_items",
                "limit",
                "yakuman",
                "base_points",
                "dealer",
                "payment",
                "total",
                "paid",
                "unpaid_yakuman",
            ],
            "additionalProperties": False,
            "properties": {
                "han": _integer(),
                "fu": _integer(),
                "yaku": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "required": ["key", "han"],
                        "additionalProperties": False,
                        "properties": {"key": {"type": "string"}, "han": _integer()},
                    },
                },
                "dora": {
                    "type": "object",
                    "required": ["dora", "ura_dora", "aka_dora"],
                    "additionalProperties": False,
                    "properties": {"dora": _integer(), "ura_dora": _integer(), "aka_dora": _integer()},
                },
                "fu_items": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "required": ["key", "fu"],
                        "additionalProperties": False,
                        "properties": {
                            "key": {"type": "string"},
                            "fu": _integer(),
                            "tiles": {"type": "string"},
                        },
                    },
                },
                "limit": {"type": "string", "enum": [*LIMITS, None], "nullable": True},
                "yakuman": _integer(),
                "base_points": _integer(),
                "dealer": {"type": "boolean"},
                "payment": {
                    "type": "object",
                    "minProperties": 1,
                    "additionalProperties": False,
                    "properties": {key: _integer() for key in PAYMENT_KEYS},
                },
                "total": _integer(),
                "paid": {
                    "type": "array",
                    "description": PAID_NOTE,
                    "items": {
                        "type": "object",
                        "required": ["payer", "count", "points", "honba"],
                        "additionalProperties": False,
                        "properties": {
                            "payer": {"type": "string", "enum": list(PAYERS)},
                            "count": {"type": "integer", "minimum": 1, "maximum": 3},
                            "points": _integer(),
                            "honba": _integer(),
                        },
                    },
                },
                "unpaid_yakuman": {
                    "type": "array",
                    "description": UNPAID_NOTE,
                    "items": {
                        "type": "object",
                        "required": ["key", "han"],
                        "additionalProperties": False,
                        "properties": {"key": {"type": "string"}, "han": _integer()},
                    },
                },
            },
            "example": EXAMPLE_RESPONSE,
        },
        "Error": {
            "type": "object",
            "required": ["error"],
            "additionalProperties": False,
            "properties": {
                "error": {
                    "type": "object",
                    "required": ["code", "message"],
                    "additionalProperties": False,
                    "properties": {
                        "code": {"type": "string", "enum": [*ERROR_CODES, *HTTP_ERROR_CODES]},
                        "message": {"type": "string", "minLength": 1},
                        "tiles": {
                            "type": "object",
                            "description": "The tiles the message names in words, in notation, by what "
                            "they are: `tile` (one tile), `tiles` (a set), `waits` (the tiles a hand waits on).",
                            "additionalProperties": False,
                            "properties": {name: {"type": "string"} for name in ("tile", "tiles", "waits")},
                        },
                    },
                }
            },
        },
        "Rulesets": {
            "type": "object",
            "required": ["default", "rulesets", "house_rules"],
            "additionalProperties": False,
            "properties": {
                "default": {"type": "string", "description": "The key of the site's default ruleset."},
                "house_rules": {
                    "type": "array",
                    "description": "The club's own rulesets: a named ruleset with overrides. Their key "
                    "may be sent as `ruleset` to /api/v1/score.",
                    "items": {
                        "type": "object",
                        "required": ["key", "name", "ruleset", "rules"],
                        "additionalProperties": False,
                        "properties": {
                            "key": {"type": "string"},
                            "name": {"type": "string"},
                            "ruleset": {"type": "string"},
                            "rules": {"$ref": "#/components/schemas/Rules"},
                        },
                    },
                },
                "rulesets": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "required": ["key", "name", "parameters"],
                        "additionalProperties": False,
                        "properties": {
                            "key": {"type": "string"},
                            "name": {"type": "string"},
                            "parameters": {"$ref": "#/components/schemas/Rules"},
                        },
                    },
                },
            },
        },
        "ScoringTable": {
            "type": "object",
            "required": ["ruleset", "rows"],
            "additionalProperties": False,
            "properties": {
                "ruleset": {"type": "string"},
                "rows": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "required": ["fu", "han", "limit", "kiriage", *TABLE_COLUMNS],
                        "additionalProperties": False,
                        "properties": {
                            "fu": {"type": "integer", "nullable": True},
                            "han": {"type": "integer", "nullable": True},
                            "limit": {"type": "string", "enum": [*LIMITS, None], "nullable": True},
                            "kiriage": {"type": "boolean"},
                            **{column: _integer() for column in TABLE_COLUMNS},
                        },
                    },
                },
            },
        },
    }


def _play_schemas(house_keys: tuple[str, ...]) -> dict[str, Any]:
    """The requests and answers of the two rules-of-play tools, and their error object."""
    tiles = {"type": "string", "maxLength": 64}
    seats = {
        "type": "array",
        "maxItems": 4,
        "uniqueItems": True,
        "items": {"type": "integer", "minimum": 0, "maximum": 3},
    }
    wind = {"type": "string", "enum": ["E", "S", "W", "N"], "default": "E"}
    rules = {
        "type": "object",
        "description": "House rules: overrides of the ruleset's parameters, scoring ones (as /score) and "
        "rules of play (riichi_min_wall, head_bump, temporary_furiten_ends, ...).",
    }
    return {
        "CanRonRequest": {
            "type": "object",
            "required": ["hand", "tile"],
            "additionalProperties": False,
            "properties": {
                "hand": {
                    **tiles,
                    "description": "The concealed tiles held before the discard (13 with melds counted as 3).",
                },
                "melds": {
                    "type": "array",
                    "maxItems": 4,
                    "items": {
                        "type": "object",
                        "required": ["kind", "tiles"],
                        "additionalProperties": False,
                        "properties": {"kind": {"type": "string", "enum": list(MELD_KINDS)}, "tiles": tiles},
                    },
                },
                "tile": {**tiles, "description": "The tile just discarded by another player."},
                "discards": {
                    **tiles,
                    "description": "All of the player's own discards this hand, called ones included.",
                },
                "riichi": {"type": "boolean", "default": False},
                "passed": {**tiles, "description": "Winning tiles let pass since the player's last discard."},
                "passed_in_riichi": {**tiles, "description": "Tiles let pass since riichi (needs `riichi`)."},
                "seat_wind": wind,
                "round_wind": wind,
                "ruleset": _ruleset_schema(house_keys),
                "rules": rules,
            },
        },
        "CanRonResponse": {
            "type": "object",
            "required": ["allowed", "reason", "furiten", "waits", "total", "message", "ruleset"],
            "additionalProperties": False,
            "properties": {
                "allowed": {"type": "boolean"},
                "reason": {"type": "string", "enum": list(RON_REASONS)},
                "furiten": {"type": "array", "items": {"type": "string", "enum": list(FURITEN_KINDS)}},
                "waits": {
                    "type": "string",
                    "description": "The hand's winning tiles in notation (empty when not tenpai).",
                },
                "total": {
                    "type": "integer",
                    "nullable": True,
                    "description": "What the win pays, when allowed.",
                },
                "message": {"type": "string", "description": "The verdict in the request's language."},
                "ruleset": {"type": "string"},
            },
        },
        "DrawRequest": {
            "type": "object",
            "required": ["dealer"],
            "additionalProperties": False,
            "properties": {
                "dealer": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 3,
                    "description": "The dealer's seat, 0-3.",
                },
                "tenpai": {**seats, "description": "The seats that are tenpai."},
                "riichi": {**seats, "description": "The seats that declared riichi this hand (tenpai ones)."},
                "nagashi": {**seats, "description": "Seats with nagashi mangan, where the ruleset plays it."},
                "honba": {"type": "integer", "minimum": 0, "maximum": 99, "default": 0},
                "sticks": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 99,
                    "default": 0,
                    "description": "Riichi sticks already on the table.",
                },
                "ruleset": _ruleset_schema(house_keys),
                "rules": rules,
            },
        },
        "DrawResponse": {
            "type": "object",
            "required": ["deltas", "dealer_repeats", "next_dealer", "honba", "sticks", "ruleset"],
            "additionalProperties": False,
            "properties": {
                "deltas": {"type": "array", "minItems": 4, "maxItems": 4, "items": {"type": "integer"}},
                "dealer_repeats": {"type": "boolean"},
                "next_dealer": {"type": "integer", "minimum": 0, "maximum": 3},
                "honba": {"type": "integer", "minimum": 0},
                "sticks": {"type": "integer", "minimum": 0},
                "ruleset": {"type": "string"},
            },
        },
        "PlayError": {
            "type": "object",
            "required": ["error"],
            "additionalProperties": False,
            "properties": {
                "error": {
                    "type": "object",
                    "required": ["code", "message"],
                    "additionalProperties": False,
                    "properties": {
                        "code": {"type": "string", "enum": [*PLAY_ERRORS, *HTTP_ERROR_CODES, "bad_request"]},
                        "message": {"type": "string", "minLength": 1},
                    },
                }
            },
        },
    }


def _play_path(operation: str, summary: str, description: str, request: str, response: str) -> dict[str, Any]:
    def schema(name: str) -> dict[str, Any]:
        return {"application/json": {"schema": {"$ref": f"#/components/schemas/{name}"}}}

    return {
        "post": {
            "operationId": operation,
            "summary": summary,
            "description": description,
            "parameters": [ACCEPT_LANGUAGE],
            "requestBody": {"required": True, "content": schema(request)},
            "responses": {
                "200": {"description": "The answer.", "content": schema(response)},
                "400": {
                    "description": "The situation cannot be answered; `code` says why.",
                    "content": schema("PlayError"),
                },
                "413": _error_response("The body is larger than 16 KiB (`too_large`)."),
                **COMMON_ERRORS,
            },
        }
    }


def openapi_document(house_keys: tuple[str, ...] = ()) -> dict[str, Any]:
    """The whole OpenAPI 3.0 document served at /api/v1/openapi.json; `house_keys` are the club's house
    rulesets, which the `ruleset` enumerations list after the named ones."""
    json_body = {"application/json": {"schema": {"$ref": "#/components/schemas/ScoreRequest"}}}
    return {
        "openapi": "3.0.3",
        "info": {
            "title": "Riichi scoring API",
            "version": "1.0.0",
            "description": "Score Riichi mahjong hands with the scoring contract of the site's calculator. "
            "Read-only: no authentication, no cookies, no CSRF token, CORS open to any origin. Request bodies are limited to "
            "16 KiB; each client has a request budget per minute (429 with Retry-After beyond it).",
        },
        "servers": [{"url": "/"}],
        "paths": {
            "/api/v1/score": {
                "post": {
                    "operationId": "score",
                    "summary": "Score one hand.",
                    "parameters": [ACCEPT_LANGUAGE],
                    "requestBody": {"required": True, "content": json_body},
                    "responses": {
                        "200": {
                            "description": "The score.",
                            "content": {
                                "application/json": {"schema": {"$ref": "#/components/schemas/ScoreResponse"}}
                            },
                        },
                        "400": _error_response("The hand cannot be scored; `code` says why."),
                        "413": _error_response("The body is larger than 16 KiB (`too_large`)."),
                        **COMMON_ERRORS,
                    },
                }
            },
            "/api/v1/waits": {
                "post": {
                    "operationId": "waits",
                    "summary": "What a hand one tile short of winning waits on, and what each wait pays.",
                    "description": "The request of /score with 13 tiles in `hand` (fewer beside melds; "
                    "`win_tile` may be left out), or a whole hand whose `win_tile` is left out of the "
                    "analysis. Each wait comes with the copies the player cannot see (four, less those in "
                    "the hand, the melds and the dora indicators) and the answer of /score for a win on it "
                    "by ron and by tsumo, the rest of the situation as sent.",
                    "parameters": [ACCEPT_LANGUAGE],
                    "requestBody": {
                        "required": True,
                        "content": {
                            "application/json": {"schema": {"$ref": "#/components/schemas/WaitsRequest"}}
                        },
                    },
                    "responses": {
                        "200": {
                            "description": "The shanten and the waits.",
                            "content": {
                                "application/json": {"schema": {"$ref": "#/components/schemas/WaitsResponse"}}
                            },
                        },
                        "400": _error_response("The hand cannot be analysed; `code` says why."),
                        "413": _error_response("The body is larger than 16 KiB (`too_large`)."),
                        **COMMON_ERRORS,
                    },
                }
            },
            "/api/v1/can-ron": _play_path(
                "canRon",
                "May this player win on this discard?",
                "Asked of the rules-of-play engine: `allowed`, the reason (`ron`, `not_waiting`, `furiten`, "
                "`no_yaku`), the furiten kinds that apply (`permanent`: a wait among the player's discards; "
                "`temporary`: a wait let pass since the last discard; `riichi`: a wait let pass after riichi), "
                "the waits, and the hand's total when allowed.",
                "CanRonRequest",
                "CanRonResponse",
            ),
            "/api/v1/draw-payments": _play_path(
                "drawPayments",
                "The payments of an exhaustive draw.",
                "Each seat's points change (noten payments of 3,000 split between the tenpai and noten "
                "players, the riichi sticks put up this hand, nagashi mangan where played), whether the dealer "
                "keeps the seat, the next dealer, the next hand's honba and the riichi sticks left.",
                "DrawRequest",
                "DrawResponse",
            ),
            "/api/v1/rulesets": {
                "get": {
                    "operationId": "rulesets",
                    "summary": "Every named ruleset and its parameters.",
                    "parameters": [ACCEPT_LANGUAGE],
                    "responses": {
                        "200": {
                            "description": "The rulesets.",
                            "content": {
                                "application/json": {"schema": {"$ref": "#/components/schemas/Rulesets"}}
                            },
                        },
                        **COMMON_ERRORS,
                    },
                }
            },
            "/api/v1/scoring-table": {
                "get": {
                    "operationId": "scoringTable",
                    "summary": "The payment table of a ruleset.",
                    "parameters": [
                        ACCEPT_LANGUAGE,
                        {
                            "name": "ruleset",
                            "in": "query",
                            "required": False,
                            "description": "A ruleset key (the site default when absent).",
                            "schema": _ruleset_schema(house_keys),
                            "example": "wrc",
                        },
                    ],
                    "responses": {
                        "200": {
                            "description": "One row per han/fu pair below mangan, then one per limit.",
                            "content": {
                                "application/json": {"schema": {"$ref": "#/components/schemas/ScoringTable"}}
                            },
                        },
                        "400": _error_response("Unknown ruleset (`unknown_ruleset`)."),
                        **COMMON_ERRORS,
                    },
                }
            },
            "/api/v1/openapi.json": {
                "get": {
                    "operationId": "openapi",
                    "summary": "This document.",
                    "responses": {
                        "200": {"description": "The OpenAPI document.", "content": {"application/json": {}}},
                        **COMMON_ERRORS,
                    },
                }
            },
        },
        "components": {"schemas": {**_schemas(house_keys), **_play_schemas(house_keys)}},
    }
