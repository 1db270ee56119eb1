"""`manage.py score`: one request as an argument, or JSON Lines on stdin; status 2 on any error."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

REPO = Path(__file__).resolve().parents[2]
PINFU = {"hand": "123m456p789s22z234s", "win_tile": "4s"}


def run(*args: str, stdin: str = "") -> tuple[list[dict], int]:
    out = io.StringIO()
    status = 0
    original = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        call_command("score", *args, stdout=out)
    except CommandError as failure:
        status = failure.returncode
    finally:
        sys.stdin = original
    return [json.loads(line) for line in out.getvalue().splitlines()], status


def test_it_prints_the_response_to_one_request():
    responses, status = run(json.dumps(PINFU))
    assert status == 0
    assert responses[0]["payment"] == {"ron": 1500}


def test_it_scores_json_lines_from_stdin_one_response_per_line():
    lines = "\n".join(json.dumps(request) for request in (PINFU, {**PINFU, "riichi": True})) + "\n"
    responses, status = run("-", stdin=lines)
    assert status == 0
    assert [response["han"] for response in responses] == [1, 2]


def test_an_error_anywhere_exits_with_status_2_after_answering_every_line():
    responses, status = run(
        "-", stdin=json.dumps(PINFU) + "\nnot json\n" + json.dumps({**PINFU, "win_tile": "9m"})
    )
    assert status == 2
    assert [response.get("error", {}).get("code") for response in responses] == [
        None,
        "bad_request",
        "win_tile_not_in_hand",
    ]


@pytest.mark.slow
def test_manage_py_exits_with_status_2_on_a_bad_request():
    result = subprocess.run(
        [sys.executable, "manage.py", "score", '{"hand": "1m", "win_tile": "1m"}'],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert json.loads(result.stdout)["error"]["code"] == "wrong_tile_count"
