/* The trainer's one script: the clock of a timed question. Everything else works without it. */
(function () {
  "use strict";
  var clock = document.querySelector("[data-clock-seconds]");
  if (!clock) {
    return;
  }
  var started = Date.now();
  window.setInterval(function () {
    clock.textContent = String(Math.floor((Date.now() - started) / 1000));
  }, 1000);
})();
