/* The calculator in the browser. The form is the state: every tap changes its fields at once, in
   order, so no tap waits for the network and none is lost, however fast the taps and however slow
   the answers. The score then comes from the JSON API (POST /api/v1/score, or /api/v1/waits for a
   hand one tile short), a moment after the last change, and only the newest answer is shown.
   The rules of the palette mirror calculator/palette.py, which serves the same page without this
   script; the rules of the game stay on the server. Words come from the page (data-phrases: the
   scorer's keys) and from the djangojs catalogue (gettext), numbers grouped as the page groups them. */
(function () {
  "use strict";

  const root = document.querySelector("[data-calculator]");
  if (!root || !window.fetch || !window.URLSearchParams || !window.AbortController) {
    return;
  }
  const form = root.querySelector("[data-calculator-form]");
  const summary = root.querySelector("[data-calculator-summary]");
  const resultBody = root.querySelector("[data-result-body]");
  const paletteMessage = root.querySelector("[data-palette-message]");
  const phrases = JSON.parse(root.dataset.phrases || "{}");
  const language = document.documentElement.lang || "en";
  const groupSeparator = (root.dataset.numberSample || "1,000,000").replace(/[0-9]/g, "").charAt(0);

  const SUITS = "mpsz";
  const TILE_FIELDS = ["hand", "dora_indicators", "ura_indicators"];
  const MELD_SIZE = { chi: 3, pon: 3, kan: 4, ankan: 4, shouminkan: 4 };
  const MELD_PATTERN = /^([A-Za-z]+):([0-9mpsz]+)$/;
  const MELD_ALIASES = JSON.parse(root.dataset.meldAliases || "{}");
  const YAKUMAN_HAN = 13; // a yakuman's han in the scorer's answer (rules/scoring: YAKUMAN_HAN)
  const COUNTED_YAKUMAN = "kazoe_yakuman"; // the counted yakuman beside a real one (rules/scoring: COUNTED_YAKUMAN)
  const ANALYSED_ERRORS = ["not_complete", "wrong_tile_count", "win_tile_not_in_hand", "no_yaku"];
  const SCORE_DELAY_MS = 250;

  /* Words ------------------------------------------------------------------------------------- */

  const gettext = window.gettext || function (text) { return text; };
  const ngettext = window.ngettext || function (one, many, count) { return count === 1 ? one : many; };

  function fill(template, values) {
    return template.replace(/%\((\w+)\)s/g, function (match, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : match;
    });
  }

  function points(value) {
    const digits = String(Math.abs(value));
    const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator);
    return (value < 0 ? "−" : "") + grouped;
  }

  function label(table, key) {
    return (phrases[table] && phrases[table][key]) || key;
  }

  /* Tiles, as rules/scoring/tiles.py writes them ---------------------------------------------------- */

  /** The tiles of mpsz notation, in order ("0p" is a red five), or null when it does not parse. */
  function parseTiles(text) {
    const tiles = [];
    let pending = [];
    for (const char of text) {
      if (char >= "0" && char <= "9") {
        pending.push(char);
      } else if (SUITS.includes(char)) {
        if (!pending.length) {
          return null;
        }
        for (const digit of pending) {
          if (char === "z" && (digit === "0" || digit > "7")) {
            return null;
          }
          tiles.push(digit + char);
        }
        pending = [];
      } else if (!/\s/.test(char)) {
        return null;
      }
    }
    return pending.length ? null : tiles;
  }

  function kindOf(code) {
    return code[0] === "0" ? "5" + code[1] : code;
  }

  function sortTiles(codes) {
    const order = function (code) {
      return SUITS.indexOf(code[1]) * 20 + Number(kindOf(code)[0]) * 2 + (code[0] === "0" ? 0 : 1);
    };
    return codes.slice().sort(function (a, b) { return order(a) - order(b); });
  }

  function toMpsz(codes) {
    let text = "";
    codes.forEach(function (code, index) {
      text += code[0];
      if (index === codes.length - 1 || codes[index + 1][1] !== code[1]) {
        text += code[1];
      }
    });
    return text;
  }

  /** The contract's kind for a meld name a player may write ("Chii", "kakan"), "" for none (forms.py meld_kind). */
  function meldKind(name) {
    const lower = name.toLowerCase();
    const kind = MELD_ALIASES[lower] || lower;
    return kind in MELD_SIZE ? kind : "";
  }

  function meldParts(text) {
    const parts = [];
    for (const part of text.replace(/,/g, " ").split(/\s+/)) {
      const match = MELD_PATTERN.exec(part);
      if (match && meldKind(match[1])) {
        parts.push({ kind: meldKind(match[1]), tiles: match[2] });
      }
    }
    return parts;
  }

  /* The form is the state ------------------------------------------------------------------------ */

  function field(name) {
    return form.elements.namedItem(name);
  }

  function value(name) {
    const element = field(name);
    return element && typeof element.value === "string" ? element.value.trim() : "";
  }

  function setValue(name, text) {
    const element = field(name);
    if (element) {
      element.value = text;
    }
  }

  function target() {
    const checked = form.querySelector('input[name="to"]:checked');
    return checked ? checked.value : "hand";
  }

  function tilesInPlay() {
    const tiles = [];
    for (const name of TILE_FIELDS) {
      tiles.push(...(parseTiles(value(name)) || []));
    }
    for (const meld of meldParts(value("melds"))) {
      tiles.push(...(parseTiles(meld.tiles) || []));
    }
    return tiles;
  }

  /** Copies left of each palette tile: four of a kind, one of them the red five of its suit. */
  function copiesLeft() {
    const kinds = {};
    const reds = {};
    for (const code of tilesInPlay()) {
      kinds[kindOf(code)] = (kinds[kindOf(code)] || 0) + 1;
      if (code[0] === "0") {
        reds[code] = (reds[code] || 0) + 1;
      }
    }
    const left = {};
    for (const button of form.querySelectorAll("[data-tile]")) {
      const code = button.dataset.tile;
      const plain = Math.max(0, 4 - (kinds[kindOf(code)] || 0));
      left[code] = code[0] === "0" ? Math.min(plain, Math.max(0, 1 - (reds[code] || 0))) : plain;
    }
    return left;
  }

  function available(picked) {
    const left = copiesLeft();
    const kinds = {};
    for (const code of picked) {
      kinds[kindOf(code)] = (kinds[kindOf(code)] || 0) + 1;
      if (code[0] === "0" && left[code] < 1) {
        return false;
      }
    }
    return Object.keys(kinds).every(function (kind) { return left[kind] >= kinds[kind]; });
  }

  /** Apply a palette tap; the answer is why it was refused, or "". */
  function addTile(button) {
    const code = button.dataset.tile;
    const where = target();
    if (where === "chi" && button.dataset.chiRefusal) {
      return button.dataset.chiRefusal;
    }
    let picked = [code];
    if (where in MELD_SIZE) {
      const number = Number(kindOf(code)[0]);
      picked = where === "chi"
        ? [code, number + 1 + code[1], number + 2 + code[1]]
        : [code].concat(Array(MELD_SIZE[where] - 1).fill(kindOf(code)));
    }
    if (!available(picked)) {
      return "";
    }
    if (where === "hand") {
      setValue("hand", toMpsz(sortTiles((parseTiles(value("hand")) || []).concat(code))));
      setValue("win_tile", code);
    } else if (TILE_FIELDS.includes(where)) {
      setValue(where, toMpsz((parseTiles(value(where)) || []).concat(code)));
    } else {
      const melds = meldParts(value("melds")).map(function (meld) { return meld.kind + ":" + meld.tiles; });
      melds.push(where + ":" + toMpsz(picked));
      setValue("melds", melds.join(" "));
    }
    return "";
  }

  function removeAt(position) {
    if (position[0] === "m") {
      const index = Number(position.slice(1));
      const kept = meldParts(value("melds")).filter(function (meld, number) { return number !== index; });
      setValue("melds", kept.map(function (meld) { return meld.kind + ":" + meld.tiles; }).join(" "));
      return;
    }
    const hand = parseTiles(value("hand")) || [];
    const index = Number(position);
    if (index < hand.length) {
      const removed = hand.splice(index, 1)[0];
      setValue("hand", toMpsz(hand));
      if (value("win_tile") === removed) {
        setValue("win_tile", hand.length ? hand[hand.length - 1] : "");
      }
    }
  }

  function clearAll() {
    for (const element of form.elements) {
      if (element.name === "ruleset" || element.name === "to" || !element.name) {
        continue;
      }
      if (element.type === "checkbox") {
        element.checked = false;
      } else if (element.type === "radio") {
        element.checked = "default" in element.dataset;
      } else if (element.tagName === "SELECT") {
        element.selectedIndex = 0;
      } else if (element.tagName === "INPUT" && element.type !== "submit" && element.type !== "radio") {
        element.value = "";
      }
    }
    const hand = form.querySelector('input[name="to"][value="hand"]');
    if (hand) {
      hand.checked = true;
    }
  }

  /* Drawing the state ------------------------------------------------------------------------------ */

  /** A tile drawn as the palette draws it (the page's sprite has every face), named for screen readers. */
  function paletteImage(code) {
    const image = form.querySelector('[data-tile="' + code + '"] .tile');
    return image ? image.cloneNode(true) : document.createTextNode(code);
  }

  function tileName(image, code) {
    return (image.getAttribute && image.getAttribute("aria-label")) || code;
  }

  function element(tag, attributes, children) {
    const node = document.createElement(tag);
    for (const [name, text] of Object.entries(attributes || {})) {
      node.setAttribute(name, text);
    }
    for (const child of children || []) {
      node.append(child);
    }
    return node;
  }

  function tileRow(notation, size) {
    const codes = parseTiles(notation) || [];
    const row = element("span", { class: "tiles tiles--" + (size || "small"), role: "group" });
    const names = [];
    for (const code of codes) {
      const image = paletteImage(code);
      names.push(tileName(image, code));
      if (image.removeAttribute) {
        image.removeAttribute("role");
        image.setAttribute("aria-hidden", "true");
      }
      row.append(image);
    }
    row.setAttribute("aria-label", names.join(", "));
    return row;
  }

  function renderPalette() {
    const left = copiesLeft();
    for (const button of form.querySelectorAll("[data-tile]")) {
      const count = left[button.dataset.tile];
      button.dataset.left = String(count);
      button.disabled = count < 1;
      const badge = button.querySelector(".palette-left");
      if (badge && badge.lastChild) {
        badge.lastChild.nodeValue = String(count);
      }
    }
  }

  function renderEditor() {
    const editor = form.querySelector("[data-hand-editor]");
    if (!editor) {
      return;
    }
    const focused = document.activeElement && editor.contains(document.activeElement)
      ? Array.prototype.indexOf.call(editor.querySelectorAll("button"), document.activeElement)
      : -1;
    const caption = editor.querySelector(".hand-editor-caption");
    editor.replaceChildren(caption);
    const hand = parseTiles(value("hand")) || [];
    const marked = hand.lastIndexOf(value("win_tile"));
    hand.forEach(function (code, index) {
      // A tap makes a tile the winning tile (▲, as the hands elsewhere on the site); on the winning
      // tile it takes it back (palette.py hand_tiles).
      const image = paletteImage(code);
      const winning = index === marked;
      if (image.setAttribute) {
        const spoken = winning ? gettext("Take back %(tile)s, the winning tile") : gettext("Make %(tile)s the winning tile");
        image.setAttribute("aria-label", fill(spoken, { tile: tileName(image, code) }));
      }
      const attributes = {
        type: "submit", name: winning ? "remove" : "win", value: String(index),
        class: winning ? "editor-tile editor-tile--win" : "editor-tile", "data-hand-tile": code,
      };
      if (winning) {
        attributes["data-winning"] = "";
      }
      const parts = winning ? [image, element("span", { class: "tile-win__marker", "aria-hidden": "true" }, ["▲"])] : [image];
      editor.append(element("button", attributes, parts));
    });
    if (!hand.length) {
      editor.append(element("span", { class: "calculator-help" }, [gettext("none yet")]));
    }
    meldParts(value("melds")).forEach(function (meld, index) {
      const text = meld.kind + ":" + meld.tiles;
      const row = tileRow(meld.tiles, "small");
      // Said as the tiles are named, never as notation: "pon: red dragon, red dragon, red dragon".
      const spoken = fill(gettext("%(label)s: %(tiles)s"), { label: label("melds", meld.kind), tiles: row.getAttribute("aria-label") });
      editor.append(element("button", {
        type: "submit", name: "remove", value: "m" + index, class: "editor-meld", "data-meld": text,
        "aria-label": fill(gettext("Take back the meld %(meld)s"), { meld: spoken }),
      }, [row]));
    });
    if (focused >= 0) {
      const buttons = editor.querySelectorAll("button");
      const next = buttons[Math.min(focused, buttons.length - 1)];
      (next || form.querySelector("[data-tile]")).focus();
    }
  }

  function showPaletteMessage(text) {
    if (paletteMessage) {
      paletteMessage.textContent = text;
      paletteMessage.dataset.paletteMessage = text ? "chi" : "";
    }
  }

  /* The address keeps the state ------------------------------------------------------------------ */

  function stateQuery() {
    const params = new URLSearchParams();
    for (const [name, text] of new FormData(form).entries()) {
      if (typeof text === "string" && text.trim() !== "" && !(name === "to" && text === "hand")) {
        params.append(name, text.trim());
      }
    }
    return params;
  }

  function shareQuery() {
    const query = stateQuery();
    query.delete("to");
    return query.toString();
  }

  /** The address, and the links to share or compare the hand, follow every change at once. */
  function syncAddress() {
    const query = stateQuery().toString();
    window.history.replaceState(null, "", query ? "?" + query : window.location.pathname);
    const shared = shareQuery();
    for (const link of root.querySelectorAll("[data-share-link]")) {
      link.href = window.location.pathname + "?" + shared;
    }
    for (const link of root.querySelectorAll("[data-compare-link]")) {
      link.href = root.dataset.compareUrl + "?" + shared;
    }
  }

  /* The scoring request of the form, as calculator/forms.py builds it --------------------------- */

  function scoringRequest() {
    const request = { hand: value("hand"), win_tile: value("win_tile") };
    const meldText = value("melds");
    const melds = [];
    for (const part of meldText.replace(/,/g, " ").split(/\s+/).filter(Boolean)) {
      const match = MELD_PATTERN.exec(part);
      if (!match || !meldKind(match[1])) {
        return { problem: fill(gettext("“%(meld)s” is not a meld: write kind:tiles, for example pon:777z or chi:123m."), { meld: part }) };
      }
      melds.push({ kind: meldKind(match[1]), tiles: match[2] });
    }
    if (melds.length > 4) {
      return { problem: gettext("A hand has at most four melds.") };
    }
    if (melds.length) {
      request.melds = melds;
    }
    for (const box of form.querySelectorAll("[data-flag] input[type=checkbox]")) {
      if (box.checked) {
        request[box.name] = true;
      }
    }
    for (const name of ["seat_wind", "round_wind", "dora_indicators", "ura_indicators"]) {
      if (value(name)) {
        request[name] = value(name);
      }
    }
    for (const name of ["honba", "riichi_sticks"]) {
      const text = value(name);
      if (text && !/^\d{1,2}$/.test(text)) {
        return { problem: gettext("Counters and riichi sticks are whole numbers from 0 to 99.") };
      }
      if (text && Number(text)) {
        request[name] = Number(text);
      }
    }
    if (value("ruleset")) {
      request.ruleset = value("ruleset");
    }
    return { request: request };
  }

  /* Views of an answer ----------------------------------------------------------------------------- */

  function paragraph(kind, text) {
    return element("p", { class: "summary", "data-summary": kind }, [text]);
  }

  function hanFu(answer) {
    if (answer.yakuman) {
      return yakumanText(answer.yakuman);
    }
    if (answer.limit) {
      return label("limits", answer.limit);
    }
    return fill(gettext("%(han)s han, %(fu)s fu"), { han: answer.han, fu: answer.fu });
  }

  function shares(payment) {
    if ("tsumo_all" in payment) {
      return fill(gettext("%(points)s from each"), { points: points(payment.tsumo_all) });
    }
    if ("tsumo_nondealer" in payment) {
      return points(payment.tsumo_nondealer) + " / " + points(payment.tsumo_dealer);
    }
    return "";
  }

  // The payer (the answer's `paid`) of each payment key; a pao split's ron is the whole hand's table
  // value, which nobody hands over as such (calculator/presentation.py's handed_over, the same rule).
  const PAYER_OF = { tsumo_nondealer: "non_dealer", tsumo_dealer: "dealer", tsumo_all: "non_dealer", liable: "liable", discarder: "discarder" };

  function handedOver(answer) {
    const payers = {};
    for (const entry of answer.paid || []) {
      payers[entry.payer] = entry;
    }
    const handed = {};
    for (const [key, value] of Object.entries(answer.payment)) {
      const payer = key === "ron" && !("liable" in answer.payment) ? "discarder" : PAYER_OF[key];
      const entry = payer ? payers[payer] : null;
      handed[key] = entry && entry.honba
        ? fill(gettext("%(points)s + %(honba)s honba = %(handed)s"), { points: points(entry.points - entry.honba), honba: points(entry.honba), handed: points(entry.points) })
        : points(entry ? entry.points : value);
    }
    return handed;
  }

  function paymentSummary(answer) {
    const keys = Object.keys(answer.payment);
    const handed = handedOver(answer);
    if (keys.length === 1 && keys[0] === "ron") {
      return fill(gettext("Ron: %(points)s"), { points: handed.ron });
    }
    if (keys.length === 1 && keys[0] === "tsumo_all") {
      return fill(gettext("Tsumo: %(shares)s"), { shares: fill(gettext("%(points)s from each"), { points: handed.tsumo_all }) });
    }
    if (keys.every(function (key) { return key.startsWith("tsumo_"); })) {
      return fill(gettext("Tsumo: %(shares)s"), { shares: handed.tsumo_nondealer + " / " + handed.tsumo_dealer });
    }
    return keys.map(function (key) { return label("payments", key) + ": " + handed[key]; }).join("; ");
  }

  /** A yakuman by name ("Double yakuman"), as the yaku pages say it: never as 13 or 26 han. */
  function yakumanText(times) {
    return label("yakuman", String(times));
  }

  function scoreSummary(answer) {
    const line = element("p", { class: "summary", "data-summary": "score", "data-total": String(answer.total) }, [
      element("strong", { class: "summary-total" }, [fill(gettext("%(total)s points"), { total: points(answer.total) })]),
    ]);
    if (!answer.yakuman) {
      line.append(" ", element("span", { class: "summary-han-fu" }, [fill(gettext("%(han)s han, %(fu)s fu"), { han: answer.han, fu: answer.fu })]));
    }
    if (answer.limit) {
      line.append(" ", element("span", { class: "result-limit" }, [answer.yakuman ? yakumanText(answer.yakuman) : label("limits", answer.limit)]));
    }
    line.append(" ", element("span", { class: "summary-payment" }, [paymentSummary(answer)]));
    return line;
  }

  function table(className, attribute, caption, headings) {
    const head = element("tr", {}, headings.map(function (heading) {
      return element("th", { scope: "col", class: heading[1] || "" }, [heading[0]]);
    }));
    return element("table", { class: className, [attribute]: "" }, [
      element("caption", {}, [caption]), element("thead", {}, [head]), element("tbody"),
    ]);
  }

  function numberCell(text, attributes) {
    return element("td", Object.assign({ class: "number" }, attributes || {}), [text]);
  }

  function scoreDetail(answer) {
    const result = element("div", {
      class: "result", "data-result": "", "data-han": String(answer.han), "data-fu": String(answer.fu), "data-total": String(answer.total),
    });
    const headline = element("p", { class: "result-headline" }, [
      element("strong", { class: "result-total", "data-total": "" }, [fill(gettext("%(total)s points"), { total: points(answer.total) })]),
    ]);
    if (answer.yakuman) {
      headline.append(" ", element("span", {}, [yakumanText(answer.yakuman)]));
    } else {
      headline.append(" ", element("span", {}, [fill(gettext("%(han)s han, %(fu)s fu"), { han: answer.han, fu: answer.fu })]));
      if (answer.limit) {
        headline.append(" ", element("span", { class: "result-limit", "data-limit": answer.limit }, [label("limits", answer.limit)]));
      }
    }
    result.append(headline);

    const tables = element("div", { class: "result-tables" });
    const yaku = table("result-table", "data-yaku-table", gettext("Yaku and dora"), [[gettext("Yaku")], [gettext("Han"), "number"]]);
    for (const item of answer.yaku) {
      const name = label("yaku", item.key);
      const url = phrases.yaku_urls && phrases.yaku_urls[item.key];
      yaku.tBodies[0].append(element("tr", { "data-yaku": item.key }, [
        element("td", {}, [url ? element("a", { href: url }, [name]) : name]), numberCell(answer.yakuman ? yakumanText(item.han / YAKUMAN_HAN) : String(item.han)),
      ]));
    }
    for (const item of answer.unpaid_yakuman || []) {
      const name = label("yaku", item.key);
      const url = phrases.yaku_urls && phrases.yaku_urls[item.key];
      yaku.tBodies[0].append(element("tr", { "data-yaku": item.key, "data-unpaid": "" }, [
        element("td", {}, [url ? element("a", { href: url }, [name]) : name]),
        numberCell(item.key === COUNTED_YAKUMAN
          ? fill(gettext("%(han)s han, not paid"), { han: item.han })
          : fill(gettext("%(yakuman)s, not paid"), { yakuman: yakumanText(item.han / YAKUMAN_HAN) })),
      ]));
    }
    for (const [key, count] of Object.entries(answer.dora)) {
      if (count) {
        yaku.tBodies[0].append(element("tr", { "data-dora": key }, [element("td", {}, [label("dora", key)]), numberCell(String(count))]));
      }
    }
    yaku.append(element("tfoot", {}, [element("tr", {}, [element("th", { scope: "row" }, [gettext("Han")]), numberCell(answer.yakuman ? yakumanText(answer.yakuman) : String(answer.han), { "data-han-total": "" })])]));
    tables.append(yaku);

    if (answer.fu_items.length) {
      const fu = table("result-table", "data-fu-table", gettext("Fu"), [[gettext("Item")], [gettext("Set")], [gettext("Fu"), "number"]]);
      for (const item of answer.fu_items) {
        fu.tBodies[0].append(element("tr", { "data-fu-item": item.key }, [
          element("td", {}, [label("fu_items", item.key)]),
          element("td", {}, item.tiles ? [tileRow(item.tiles, "small")] : []),
          numberCell(String(item.fu)),
        ]));
      }
      fu.append(element("tfoot", {}, [element("tr", {}, [
        element("th", { scope: "row", colspan: "2" }, [gettext("Fu, rounded up to ten (seven pairs stay at 25)")]),
        numberCell(String(answer.fu)),
      ])]));
      tables.append(fu);
    }

    const payment = element("table", { class: "result-table", "data-payment-table": "" }, [
      element("caption", {}, [gettext("Payment")]), element("tbody"),
    ]);
    payment.tBodies[0].append(element("tr", {}, [element("th", { scope: "row" }, [gettext("Base points")]), numberCell(points(answer.base_points))]));
    // A robbed kong is a ron on a tile nobody discarded: its line names the player who added the tile.
    const chankan = answer.yaku.some(function (item) { return item.key === "chankan"; });
    for (const [key, handed] of Object.entries(handedOver(answer))) {
      const name = chankan && key === "ron" ? label("chankan_payer", key) : label("payments", key);
      payment.tBodies[0].append(element("tr", { "data-payment": key }, [element("th", { scope: "row" }, [name]), numberCell(handed)]));
    }
    payment.append(element("tfoot", {}, [element("tr", {}, [
      element("th", { scope: "row" }, [gettext("Total received, with counters and riichi sticks")]),
      numberCell(points(answer.total), { "data-total": "" }),
    ])]));
    tables.append(payment);
    result.append(tables);
    return result;
  }

  function waitCell(answer, tsumo) {
    if (answer.error) {
      const note = answer.error.code === "no_yaku" ? gettext("No yaku") : "–";
      return element("td", { class: "number", "data-error-code": answer.error.code }, [element("small", {}, [note])]);
    }
    return element("td", { class: "number" }, [
      element("strong", {}, [points(answer.total)]), element("br"),
      element("small", {}, [tsumo ? shares(answer.payment) : hanFu(answer)]),
    ]);
  }

  function waitsSummary(analysis) {
    const line = element("p", { class: "summary", "data-summary": "waits" }, [element("span", { class: "summary-label" }, [gettext("Tenpai:")])]);
    for (const wait of analysis.waits) {
      const text = wait.ron.error
        ? fill(ngettext("%(count)s left, %(reason)s", "%(count)s left, %(reason)s", wait.left), { count: wait.left, reason: wait.ron.error.code === "no_yaku" ? gettext("No yaku") : "–" })
        : fill(ngettext("%(count)s left, %(points)s", "%(count)s left, %(points)s", wait.left), { count: wait.left, points: points(wait.ron.total) });
      line.append(" ", element("span", { class: "summary-wait", "data-summary-wait": wait.tile }, [tileRow(wait.tile, "small"), " ", text]));
    }
    return line;
  }

  function analysisDetail(analysis) {
    const box = element("div", {
      class: "analysis", "data-analysis": analysis.shanten === 0 ? "tenpai" : "shanten",
      "data-waits": analysis.waits_mpsz, "data-shanten": String(analysis.shanten),
    });
    if (analysis.shanten !== 0) {
      box.append(element("p", { "data-shanten-sentence": "" }, [fill(ngettext(
        "The hand is not tenpai: it needs %(shanten)s more useful tile to be one tile from winning (shanten %(shanten)s).",
        "The hand is not tenpai: it needs %(shanten)s more useful tiles to be one tile from winning (shanten %(shanten)s).",
        analysis.shanten), { shanten: analysis.shanten })]));
      return box;
    }
    const waits = table("result-table waits-table", "data-waits-table",
      gettext("The hand is tenpai, one tile from winning. Each wait, the copies you cannot see, and what a win on it pays:"),
      [[gettext("Wait")], [gettext("Unseen"), "number"], [gettext("Ron"), "number"], [gettext("Tsumo"), "number"]]);
    const problems = [];
    for (const wait of analysis.waits) {
      waits.tBodies[0].append(element("tr", {
        "data-wait": wait.tile, "data-left": String(wait.left),
        "data-ron": wait.ron.error ? "" : String(wait.ron.total), "data-tsumo": wait.tsumo.error ? "" : String(wait.tsumo.total),
      }, [element("th", { scope: "row" }, [tileRow(wait.tile, "small")]), numberCell(String(wait.left)), waitCell(wait.ron, false), waitCell(wait.tsumo, true)]));
      for (const answer of [wait.ron, wait.tsumo]) {
        if (answer.error && answer.error.code !== "no_yaku" && !problems.includes(answer.error.message)) {
          problems.push(answer.error.message);
        }
      }
    }
    box.append(waits);
    for (const problem of problems) {
      box.append(element("p", { class: "calculator-help", "data-wait-error": "" }, [problem]));
    }
    return box;
  }

  function links() {
    const text = shareQuery();
    if (!text) {
      return [];
    }
    return [element("p", { class: "result-links" }, [
      element("a", { href: window.location.pathname + "?" + text, "data-share-link": "" }, [gettext("Link to this hand")]), " ",
      element("a", { class: "button secondary", href: root.dataset.compareUrl + "?" + text, "data-compare-link": "" }, [gettext("Compare rulesets")]),
    ])];
  }

  function show(summaryView, detailViews) {
    summary.replaceChildren(summaryView);
    resultBody.replaceChildren(...detailViews, ...links());
  }

  function showMessage(kind, text, code) {
    const attributes = { class: kind === "error" ? "message error" : "message", "data-error-code": code || "form" };
    if (kind === "error") {
      attributes.role = "alert";
    } else {
      attributes["data-guidance"] = "";
    }
    return element(kind === "error" ? "div" : "p", attributes, [text]);
  }

  function guidance(toAdd) {
    if (toAdd >= 2) {
      return fill(ngettext("Add %(count)s more tile.", "Add %(count)s more tiles.", toAdd), { count: toAdd });
    }
    return fill(ngettext(
      "Take back %(count)s tile: a whole hand has 14, each meld counting as three.",
      "Take back %(count)s tiles: a whole hand has 14, each meld counting as three.", -toAdd), { count: -toAdd });
  }

  /* Asking the server ---------------------------------------------------------------------------- */

  let timer = 0;
  let inFlight = null;
  let generation = 0;

  /* The page's pass to the API (calculator/site_token.py): its calls count against the site's own
     budget, not the public one, while the token is good; a fresh one is fetched before it runs out. */
  const siteTokenMaxAge = Number(root.dataset.siteTokenMaxAge || "0");
  const siteTokenRenewAfterMs = Math.max(siteTokenMaxAge / 2, siteTokenMaxAge - 60) * 1000;
  const siteToken = { value: root.dataset.siteToken || "", since: Date.now() };

  async function currentSiteToken(signal) {
    if (Date.now() - siteToken.since < siteTokenRenewAfterMs) {
      return siteToken.value;
    }
    try {
      const response = await fetch(root.dataset.siteTokenUrl, { signal: signal, credentials: "omit", cache: "no-store" });
      if (response.ok) {
        siteToken.value = (await response.json()).token;
        siteToken.since = Date.now();
      }
    } catch (error) {
      if (error.name === "AbortError") {
        throw error;
      }
    }
    return siteToken.value;
  }

  async function post(url, request, signal) {
    const token = await currentSiteToken(signal);
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": language, "X-Site-Token": token },
      body: JSON.stringify(request),
      signal: signal,
      credentials: "omit",
    });
    const body = await response.json();
    if (response.status === 429) {
      const error = new Error(body.error ? body.error.message : "");
      error.retryAfter = Number(response.headers.get("Retry-After") || "5");
      throw error;
    }
    return body;
  }

  /** The server's "what now?" view of a hand that is not a win (the discard table of 14 tiles, the
   *  improving draws of 13), taken from the page the server renders for the same state: the view has one
   *  implementation, on the server, and the page already holds every tile symbol it draws. */
  async function whatNow(signal) {
    const response = await fetch(window.location.pathname + "?" + stateQuery().toString(), {
      signal: signal,
      credentials: "same-origin",
    });
    if (!response.ok) {
      return null;
    }
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const section = page.querySelector("[data-result-body] [data-what-now]");
    return section ? document.importNode(section, true) : null;
  }

  function renderAnswer(answer, analysis, toAdd, nextSteps) {
    if (answer && !answer.error) {
      show(scoreSummary(answer), [scoreDetail(answer)]);
      return;
    }
    const details = [];
    const oneShort = toAdd === 1 && analysis && !analysis.error;
    if (oneShort) {
      details.push(showMessage("guidance", gettext("Add the winning tile to score the hand."), "wrong_tile_count"));
    } else {
      const error = (answer || analysis).error;
      details.push(showMessage("error", error.message, error.code));
    }
    if (analysis && !analysis.error) {
      details.push(analysisDetail(analysis));
    }
    if (nextSteps) {
      details.push(nextSteps);
    }
    let line;
    if (oneShort && analysis.shanten === 0) {
      line = waitsSummary(analysis);
    } else if (oneShort) {
      line = paragraph("shanten", fill(gettext("Not tenpai yet (shanten %(shanten)s)."), { shanten: analysis.shanten }));
    } else {
      line = paragraph("message", (answer || analysis).error.message);
    }
    show(line, details);
  }

  async function refresh() {
    generation += 1;
    const mine = generation;
    if (inFlight) {
      inFlight.abort();
    }
    const built = scoringRequest();
    if (built.problem) {
      show(paragraph("message", built.problem), [showMessage("error", built.problem, "form")]);
      return;
    }
    const request = built.request;
    const hand = parseTiles(request.hand);
    if (hand !== null && !hand.length && !request.win_tile) {
      show(paragraph("empty", gettext("Tap tiles to build a hand: its score shows here.")), []);
      return;
    }
    const toAdd = hand === null ? null : 14 - 3 * (request.melds || []).length - hand.length;
    if (toAdd !== null && (toAdd >= 2 || toAdd < 0)) {
      const text = guidance(toAdd);
      show(paragraph("message", text), [showMessage("guidance", text, "wrong_tile_count")]);
      return;
    }
    const controller = new AbortController();
    inFlight = controller;
    root.setAttribute("aria-busy", "true");
    try {
      let answer = null;
      let analysis = null;
      if (toAdd === 1) {
        analysis = await post(root.dataset.apiWaits, request, controller.signal);
      } else {
        answer = await post(root.dataset.apiScore, request, controller.signal);
        if (answer.error && ANALYSED_ERRORS.includes(answer.error.code)) {
          analysis = await post(root.dataset.apiWaits, request, controller.signal);
        }
      }
      const notAWin = answer && answer.error && answer.error.code === "not_complete";
      const notReady = toAdd === 1 && analysis && !analysis.error && analysis.shanten > 0;
      const nextSteps = notAWin || notReady ? await whatNow(controller.signal) : null;
      if (mine === generation) {
        renderAnswer(answer, analysis, toAdd, nextSteps);
      }
    } catch (error) {
      if (error.name === "AbortError" || mine !== generation) {
        return;
      }
      const text = error.retryAfter
        ? error.message
        : gettext("The score could not be fetched. Check your connection; the form still works with the “Score the hand” button.");
      show(paragraph("message", text), [showMessage("error", text, "network")]);
      if (error.retryAfter) {
        timer = window.setTimeout(refresh, error.retryAfter * 1000);
      }
    } finally {
      if (mine === generation) {
        root.removeAttribute("aria-busy");
        inFlight = null;
      }
    }
  }

  function scheduleScore(now) {
    window.clearTimeout(timer);
    timer = window.setTimeout(refresh, now ? 0 : SCORE_DELAY_MS);
  }

  /** After any change of the state: palette, editor and address at once, the score a moment later. */
  function changed(now) {
    renderPalette();
    renderEditor();
    syncAddress();
    scheduleScore(now);
  }

  /* Events -------------------------------------------------------------------------------------- */

  function step(button) {
    const input = button.parentElement.querySelector("input");
    const next = Math.min(Number(input.max || 99), Math.max(Number(input.min || 0), (Number(input.value) || 0) + Number(button.dataset.step)));
    input.value = String(next);
    changed();
  }

  form.addEventListener("click", function (event) {
    const button = event.target.closest("button");
    if (!button || !form.contains(button)) {
      return;
    }
    if (button.dataset.step) {
      event.preventDefault();
      step(button);
    } else if (button.name === "add") {
      event.preventDefault();
      showPaletteMessage(addTile(button));
      changed();
    } else if (button.name === "win") {
      event.preventDefault();
      const hand = parseTiles(value("hand")) || [];
      setValue("win_tile", hand[Number(button.value)] || value("win_tile"));
      changed();
    } else if (button.name === "remove") {
      event.preventDefault();
      removeAt(button.value);
      showPaletteMessage("");
      changed();
    } else if (button.name === "clear") {
      event.preventDefault();
      clearAll();
      showPaletteMessage("");
      changed(true);
    }
  });

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    changed(true);
  });

  form.addEventListener("input", function (event) {
    if (event.target.type !== "radio") {
      changed();
    }
  });

  form.addEventListener("change", function (event) {
    if (event.target.name === "to") {
      showPaletteMessage("");
      syncAddress();
    } else if (["checkbox", "radio"].includes(event.target.type) || event.target.tagName === "SELECT") {
      changed(true);
    }
  });

  const skip = document.querySelector("[data-skip-to-notation]");
  if (skip) {
    skip.addEventListener("click", function (event) {
      const hand = field("hand");
      if (hand) {
        event.preventDefault();
        hand.scrollIntoView({ block: "center" });
        hand.focus();
      }
    });
  }
})();
