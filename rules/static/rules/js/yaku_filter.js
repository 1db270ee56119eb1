// The yaku list filters as one types. The form still works without this script (the server applies the
// same search, rules/yaku_search.py): here each row carries its folded names (data-search) and the
// filters that keep it (data-kinds), and typing or picking a filter hides the other rows at once.
(() => {
  const form = document.querySelector("[data-testid='yaku-search']");
  if (!form) return;
  const input = form.querySelector("input[name='q']");
  const rows = Array.from(document.querySelectorAll(".yaku-row[data-search]"));
  const groups = Array.from(document.querySelectorAll(".han-group"));
  const empty = document.querySelector("[data-testid='no-yaku']");

  // As rules/yaku_search.py folded() then short_vowels(): case, accents, punctuation and long vowels go.
  const fold = (text) =>
    text.normalize("NFKD").toLowerCase().replace(/\p{M}/gu, "").replace(/[^\p{L}\p{N}]/gu, "");
  const shortVowels = (text) =>
    [["ou", "o"], ["uu", "u"], ["oo", "o"], ["ii", "i"], ["aa", "a"]].reduce(
      (result, [long, short]) => result.split(long).join(short),
      text,
    );

  const apply = () => {
    const needle = shortVowels(fold(input.value));
    const show = (form.querySelector("input[name='show']:checked") || {}).value || "";
    let shown = 0;
    for (const row of rows) {
      const keep =
        (!show || row.dataset.kinds.split(" ").includes(show)) &&
        (!needle || row.dataset.search.split(" ").some((form) => form.includes(needle)));
      row.hidden = !keep;
      shown += keep;
    }
    for (const group of groups) {
      group.hidden = !group.querySelector(".yaku-row:not([hidden])");
    }
    empty.hidden = shown > 0;
    const url = new URL(window.location.href);
    input.value.trim() ? url.searchParams.set("q", input.value.trim()) : url.searchParams.delete("q");
    show ? url.searchParams.set("show", show) : url.searchParams.delete("show");
    window.history.replaceState(null, "", url);
  };

  input.addEventListener("input", apply);
  form.addEventListener("change", apply);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    apply();
  });
})();
