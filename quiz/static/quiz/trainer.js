/* The trainer's one script: the clock of a timed question, and Enter submitting an answer given by
   choice (text fields submit on Enter by themselves). Everything works without it. */
(function () {
  "use strict";
  var form = document.querySelector("[data-form=answer]");
  if (form) {
    form.addEventListener("keydown", function (event) {
      if (event.key === "Enter" && event.target.type === "radio") {
        event.preventDefault();
        form.requestSubmit();
      }
    });
  }
  var clock = document.querySelector("[data-clock-seconds]");
  if (clock) {
    var started = Date.now();
    window.setInterval(function () {
      clock.textContent = String(Math.floor((Date.now() - started) / 1000));
    }, 1000);
  }
})();
