/* The score keeper in the browser: the table keeps working through a club room's poor Wi-Fi.
   Every hand entered goes first into a queue kept in localStorage (one per table), then is sent in
   order, each with the submission key its form carries, so a resend after a lost answer is harmless:
   the server records a key once. While the queue waits (offline, or the server unreachable), the page
   lists the waiting hands and keeps them through a reload; the service worker keeps the page itself.
   The points are always the server's replay of the recorded hands (the engine's, never this script's):
   once the queue is empty the page reloads to show them. Words come from the djangojs catalogue. */
(function () {
  "use strict";

  const root = document.querySelector("[data-keeper]");
  if (!root || !window.fetch || !window.localStorage || !window.URLSearchParams) {
    return;
  }
  const gettext = window.gettext || function (text) { return text; };
  const ngettext = window.ngettext || function (one, many, count) { return count === 1 ? one : many; };
  const interpolate = function (template, values) {
    return template.replace(/%\((\w+)\)s/g, function (match, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : match;
    });
  };

  const storeKey = "keeper:" + root.dataset.game;
  const status = root.querySelector("[data-keeper-status]");
  const pendingBox = root.querySelector("[data-keeper-pending]");
  const pendingList = pendingBox.querySelector("ol");
  const nextNumber = parseInt(root.dataset.nextNumber, 10);
  const RETRY_MS = 10000;
  const undo = root.querySelector("[data-undo-form]");
  let sending = false;
  let refusal = localStorage.getItem(storeKey + ":refusal") || "";
  localStorage.removeItem(storeKey + ":refusal");

  function load() {
    try {
      return JSON.parse(localStorage.getItem(storeKey) || "[]");
    } catch (error) {
      return [];
    }
  }

  function save(queue) {
    if (queue.length) {
      localStorage.setItem(storeKey, JSON.stringify(queue));
    } else {
      localStorage.removeItem(storeKey);
    }
  }

  function newKey() {
    if (window.crypto && crypto.randomUUID) {
      return crypto.randomUUID();
    }
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    const hex = Array.from(bytes, function (b) { return b.toString(16).padStart(2, "0"); }).join("");
    return hex.slice(0, 8) + "-" + hex.slice(8, 12) + "-" + hex.slice(12, 16) + "-" + hex.slice(16, 20) + "-" + hex.slice(20);
  }

  function hands(queue) {
    return queue.filter(function (item) { return item.type === "hand"; }).length;
  }

  /* What the page shows of the queue ---------------------------------------------------------- */

  function show() {
    const queue = load();
    pendingList.replaceChildren();
    queue.forEach(function (item) {
      const entry = document.createElement("li");
      entry.textContent = item.summary;
      pendingList.append(entry);
    });
    pendingBox.hidden = queue.length === 0;
    if (undo && undo.hasAttribute("data-nothing-recorded")) {
      undo.hidden = queue.length === 0;
    }
    if (refusal) {
      status.textContent = refusal;
      status.className = "keeper-status offline";
      status.hidden = false;
      return;
    }
    if (!queue.length) {
      status.hidden = true;
      return;
    }
    const offline = navigator.onLine === false;
    status.className = "keeper-status" + (offline ? " offline" : "");
    status.textContent = offline
      ? interpolate(ngettext(
        "No connection: %(count)s entry is kept on this phone and will be sent when the network returns.",
        "No connection: %(count)s entries are kept on this phone and will be sent when the network returns.",
        queue.length), { count: queue.length })
      : interpolate(ngettext("Sending %(count)s entry…", "Sending %(count)s entries…", queue.length),
        { count: queue.length });
    status.hidden = false;
  }

  function summary(form) {
    const what = form.closest("details").querySelector("summary").textContent.trim();
    const chosen = [];
    form.querySelectorAll("select").forEach(function (select) {
      if (/-(winner_\d|offender)$/.test(select.name) && select.value !== "") {
        chosen.push(select.options[select.selectedIndex].text);
      }
    });
    const tenpai = Array.from(form.querySelectorAll("input[name$='-tenpai']:checked"), function (box) {
      return box.closest("label").textContent.trim();
    });
    if (tenpai.length) {
      chosen.push(interpolate(gettext("tenpai: %(players)s"), { players: tenpai.join(", ") }));
    }
    return chosen.length ? what + " — " + chosen.join(", ") : what;
  }

  /* Sending, in order, until the queue is empty or the network fails ----------------------------- */

  async function send() {
    if (sending) {
      return;
    }
    sending = true;
    let sent = 0;
    try {
      let queue = load();
      while (queue.length && !refusal) {
        const item = queue[0];
        let response;
        try {
          response = await fetch(item.url, {
            method: "POST",
            body: new URLSearchParams(item.body),
            headers: { Accept: "application/json" },
            credentials: "same-origin",
          });
        } catch (error) {
          break; // no network: try again later
        }
        if (response.status >= 500 || response.status === 403) {
          break; // the server is not answering properly: keep the entry and try again
        }
        const answer = await response.json().catch(function () { return {}; });
        if (!response.ok) {
          refusal = interpolate(gettext("Not recorded: %(hand)s. %(reason)s"), {
            hand: item.summary, reason: answer.message || "",
          });
          queue.shift(); // a refused entry would block the table: drop it, and say so
          save(queue);
          break;
        }
        queue.shift();
        save(queue);
        sent += 1;
        queue = load();
      }
    } finally {
      sending = false;
    }
    if (refusal && sent) { // the page is behind the server: reload it, and say why once it is back
      localStorage.setItem(storeKey + ":refusal", refusal);
      window.location.reload();
    } else if (sent && !load().length) {
      window.location.reload();
    }
    show();
  }

  function renewKeys(queue) {
    const key = newKey();
    const number = nextNumber + hands(queue);
    root.querySelectorAll("[data-hand-form]").forEach(function (form) {
      form.querySelector("input[name$='-key']").value = key;
      form.querySelector("input[name$='-number']").value = number;
    });
  }

  function formError(form, message) {
    let box = form.querySelector("[data-script-error]");
    if (!box) {
      box = document.createElement("p");
      box.className = "message error";
      box.setAttribute("role", "alert");
      box.setAttribute("data-script-error", "");
      form.prepend(box);
    }
    box.textContent = message;
    box.scrollIntoView({ block: "center" });
  }

  /* Sent at once when nothing waits and the network is there: a refusal then leaves the form as it
     was filled, with the server's sentence. Otherwise, and on a network failure, the entry is queued. */
  async function sendNow(form, body) {
    let response;
    try {
      response = await fetch(form.action, {
        method: "POST",
        body: new URLSearchParams(body),
        headers: { Accept: "application/json" },
        credentials: "same-origin",
      });
    } catch (error) {
      return false;
    }
    if (response.status >= 500 || response.status === 403) {
      return false;
    }
    const answer = await response.json().catch(function () { return {}; });
    if (response.ok) {
      window.location.reload();
    } else {
      formError(form, answer.message || "");
    }
    return true;
  }

  root.querySelectorAll("[data-hand-form]").forEach(function (form) {
    form.addEventListener("submit", async function (event) {
      event.preventDefault();
      refusal = "";
      const body = Array.from(new FormData(form).entries());
      const button = form.querySelector("button[type=submit]");
      if (!load().length && navigator.onLine !== false) {
        button.disabled = true;
        const answered = await sendNow(form, body);
        button.disabled = false;
        if (answered) {
          return;
        }
      }
      const queue = load();
      queue.push({ type: "hand", url: form.action, body: body, summary: summary(form) });
      save(queue);
      form.reset();
      form.closest("details").open = false;
      renewKeys(queue);
      show();
      send();
    });
  });

  const undoButton = root.querySelector("[data-undo-button]");
  if (undoButton) {
    undoButton.addEventListener("click", function (event) {
      const queue = load();
      if (queue.length) { // the last entry never reached the server: take it back here
        event.preventDefault();
        queue.pop();
        save(queue);
        renewKeys(queue);
        show();
        return;
      }
      if (undo && !undo.hasAttribute("data-nothing-recorded") && navigator.onLine === false) {
        event.preventDefault();
        queue.push({
          type: "undo", url: undo.action, body: Array.from(new FormData(undo).entries()),
          summary: gettext("Undo the last hand"),
        });
        save(queue);
        show();
      }
    });
  }

  window.addEventListener("online", send);
  window.addEventListener("offline", show);
  window.setInterval(function () { if (load().length) { send(); } }, RETRY_MS);
  renewKeys(load());
  show();
  send();

  if (navigator.serviceWorker && root.dataset.worker) {
    navigator.serviceWorker.register(root.dataset.worker).catch(function () { /* the page works without it */ });
  }
})();
