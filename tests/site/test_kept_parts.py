"""site_project.kept_parts: the bounded store drops the least recently used value first, and the shared
parts keep nothing while the content version cannot be read."""

from site_project import kept_parts
from site_project.kept_parts import PARTS, KeptValues, SharedParts


def test_the_least_recently_used_value_goes_first():
    values: KeptValues[str] = KeptValues(max_entries=2)
    values.put("a", "A")
    values.put("b", "B")
    assert values.get("a") == "A"  # now "b" is the least recently used
    values.put("c", "C")
    assert (values.get("a"), values.get("b"), values.get("c")) == ("A", None, "C")
    assert len(values) == 2


def test_a_value_is_built_once_and_then_read():
    values: KeptValues[list[int]] = KeptValues(max_entries=4)
    built = []
    for _ in range(3):
        values.get_or_build("k", lambda: built.append(1) or built)
    assert built == [1]


def test_nothing_is_kept_while_the_content_version_cannot_be_read(settings, monkeypatch):
    settings.PAGE_CACHE_SECONDS = 3600

    def unreachable() -> str:
        raise ConnectionError("Redis is down")

    monkeypatch.setattr(kept_parts, "content_version", unreachable)
    PARTS.forget_all()
    parts = SharedParts.current()
    assert parts.generation is None
    assert parts.html("fragment", "key", lambda: "<p>built</p>") == "<p>built</p>"
    assert len(PARTS) == 0
