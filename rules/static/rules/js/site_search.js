// The header's search box shows results as one types. Without this script the box is a GET form whose
// results page (/<lang>/search/?q=) is rendered by the server; with it, each pause in typing asks the
// server for the first results as JSON (rules/search_views.py) and lists them under the box, a listbox the
// arrows move through, Enter opens and Escape closes. On a phone the box hides behind its icon until tapped.
(() => {
  const form = document.querySelector("[data-testid='site-search']");
  if (!form) return;
  const input = form.querySelector("input[name='q']");
  const button = form.querySelector(".site-search-button");
  const panel = form.querySelector(".site-search-panel");
  const list = form.querySelector("[role='listbox']");
  const all = form.querySelector(".site-search-all");
  const status = form.querySelector("[aria-live]");
  const phone = window.matchMedia("(max-width: 40rem)");
  const PAUSE_MS = 150;
  let active = -1;
  let asked = 0;
  let timer = 0;

  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", list.id);
  input.setAttribute("aria-expanded", "false");

  const options = () => Array.from(list.querySelectorAll("[role='option']"));

  const choose = (index) => {
    const found = options();
    active = found.length ? (index + found.length) % found.length : -1;
    found.forEach((option, number) => option.setAttribute("aria-selected", String(number === active)));
    if (active < 0) {
      input.removeAttribute("aria-activedescendant");
      return;
    }
    input.setAttribute("aria-activedescendant", found[active].id);
    found[active].scrollIntoView({ block: "nearest" });
  };

  const showPanel = (shown) => {
    panel.hidden = !shown;
    input.setAttribute("aria-expanded", String(shown));
    if (!shown) choose(-1);
  };

  const element = (tag, className, text) => {
    const node = document.createElement(tag);
    node.className = className;
    if (text) node.textContent = text;
    return node;
  };

  const render = (answer) => {
    list.replaceChildren();
    answer.results.forEach((result, number) => {
      const option = element("li", "site-search-option");
      option.id = `site-search-option-${number}`;
      option.setAttribute("role", "option");
      option.setAttribute("aria-selected", "false");
      option.dataset.kind = result.kind;
      const link = element("a", "site-search-link");
      link.href = result.url;
      link.tabIndex = -1;
      const heading = element("span", "site-search-heading");
      heading.append(element("span", "search-kind", result.kind_label), element("span", "search-title", result.title));
      if (result.context) heading.append(element("span", "search-context", result.context));
      const line = element("span", "search-snippet", result.snippet.before);
      if (result.snippet.match) line.append(element("mark", "", result.snippet.match));
      line.append(result.snippet.after);
      link.append(heading, line);
      option.append(link);
      list.append(option);
    });
    if (!answer.results.length) list.append(element("li", "site-search-none", answer.status));
    const address = new URL(form.action, window.location.href);
    address.searchParams.set("q", answer.query);
    all.href = address.pathname + address.search;
    all.hidden = !answer.results.length;
    status.textContent = answer.status;
    showPanel(true);
  };

  const ask = async () => {
    const query = input.value.trim();
    const number = ++asked;
    if (!query) {
      status.textContent = "";
      showPanel(false);
      return;
    }
    const address = new URL(form.dataset.box, window.location.href);
    address.searchParams.set("q", query);
    try {
      const response = await fetch(address, { headers: { Accept: "application/json" } });
      if (!response.ok) return;
      const answer = await response.json();
      if (number === asked && input.value.trim()) render(answer);
    } catch {
      // Offline or a server that does not answer: the form still submits to the results page.
    }
  };

  const open = (opened) => {
    form.classList.toggle("open", opened);
    if (opened) input.focus();
    else showPanel(false);
  };

  input.addEventListener("input", () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(ask, PAUSE_MS);
  });
  input.addEventListener("focus", () => {
    if (input.value.trim() && list.children.length) showPanel(true);
  });
  input.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (panel.hidden) {
        if (!list.children.length) return;
        showPanel(true);
      }
      event.preventDefault();
      choose(event.key === "ArrowDown" ? active + 1 : active < 0 ? -1 : active - 1);
    } else if (event.key === "Enter" && active >= 0 && !panel.hidden) {
      event.preventDefault();
      window.location.assign(options()[active].querySelector("a").href);
    } else if (event.key === "Escape" && (!panel.hidden || form.classList.contains("open"))) {
      // The first Escape closes the results, keeping the words (a search box would clear them); on a
      // phone the next one folds the box back behind its icon.
      event.preventDefault();
      if (!panel.hidden) showPanel(false);
      else open(false);
    }
  });
  button.addEventListener("click", (event) => {
    if (!phone.matches) return;
    if (!form.classList.contains("open")) {
      event.preventDefault();
      open(true);
    } else if (!input.value.trim()) {
      event.preventDefault();
      open(false);
    }
  });
  document.addEventListener("click", (event) => {
    if (!form.contains(event.target)) showPanel(false);
  });
  form.addEventListener("focusout", (event) => {
    if (event.relatedTarget && !form.contains(event.relatedTarget)) showPanel(false);
  });
})();
