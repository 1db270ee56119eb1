/* The calculator without page reloads: every submit of the plain form (a palette click, a removed tile,
   a changed box) is sent as the same GET request, and the answer's form and result replace the current
   ones. The server stays the only one that knows the rules; without this script the form works alike. */
(function () {
  "use strict";

  const root = document.querySelector("[data-calculator]");
  if (!root || !window.fetch || !window.DOMParser) {
    return;
  }
  let pending = null;
  let typingTimer = null;

  function formOf() {
    return root.querySelector("[data-calculator-form]");
  }

  function query(form, submitter) {
    const data = new FormData(form);
    if (submitter && submitter.name) {
      data.append(submitter.name, submitter.value);
    }
    const params = new URLSearchParams();
    for (const [name, value] of data.entries()) {
      if (value !== "") {
        params.append(name, value);
      }
    }
    return params.toString();
  }

  function focusKey(element) {
    if (!element || !element.name) {
      return null;
    }
    return { name: element.name, value: element.type === "submit" || element.type === "radio" ? element.value : null };
  }

  function restoreFocus(key) {
    if (!key) {
      return;
    }
    const selector = key.value === null
      ? `[name="${CSS.escape(key.name)}"]`
      : `[name="${CSS.escape(key.name)}"][value="${CSS.escape(key.value)}"]`;
    const element = root.querySelector(selector);
    if (element && !element.disabled) {
      element.focus();
      if (element.setSelectionRange && typeof element.value === "string" && element.type === "text") {
        element.setSelectionRange(element.value.length, element.value.length);
      }
    }
  }

  function swap(fresh, selector) {
    const current = root.querySelector(selector);
    const replacement = fresh.querySelector(selector);
    if (current && replacement) {
      current.replaceWith(replacement);
    }
  }

  /* The result keeps its element, so screen readers announce the new score (aria-live). */
  function swapResult(fresh) {
    const current = root.querySelector("[data-calculator-result]");
    const replacement = fresh.querySelector("[data-calculator-result]");
    if (current && replacement) {
      current.replaceChildren(...replacement.childNodes);
    }
  }

  /* `keepForm`: the visitor is typing, so only the palette counts and the result change. */
  async function load(url, focus, keepForm) {
    if (pending) {
      pending.abort();
    }
    pending = new AbortController();
    root.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(url, { signal: pending.signal, headers: { Accept: "text/html" } });
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const fresh = page.querySelector("[data-calculator]");
      if (!fresh) {
        window.location.assign(url);
        return;
      }
      if (keepForm) {
        swap(fresh, "[data-palette]");
      } else {
        swap(fresh, "[data-calculator-form]");
        restoreFocus(focus);
      }
      swapResult(fresh);
      window.history.replaceState(null, "", response.url);
    } catch (error) {
      if (error.name !== "AbortError") {
        window.location.assign(url);
      }
    } finally {
      root.removeAttribute("aria-busy");
    }
  }

  root.addEventListener("submit", function (event) {
    const form = event.target;
    event.preventDefault();
    const action = form.getAttribute("action");
    load(`${action}?${query(form, event.submitter)}`, focusKey(event.submitter || document.activeElement));
  });

  root.addEventListener("change", function (event) {
    const field = event.target;
    if (field.type === "checkbox" || field.tagName === "SELECT") {
      const form = formOf();
      load(`${form.getAttribute("action")}?${query(form, null)}`, focusKey(field));
    }
  });

  root.addEventListener("input", function (event) {
    const field = event.target;
    if (field.tagName !== "INPUT" || !["text", "number"].includes(field.type)) {
      return;
    }
    window.clearTimeout(typingTimer);
    typingTimer = window.setTimeout(function () {
      const form = formOf();
      load(`${form.getAttribute("action")}?${query(form, null)}`, null, true);
    }, 400);
  });
})();
