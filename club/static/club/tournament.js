// Tournament pages. A print button (hidden without script: the browser's own Print does the same), and the
// wall's round timer, counted down each second between the page's own refreshes (without script the
// server's figure stands until the next refresh).
document.querySelectorAll("[data-print]").forEach((button) => {
  button.hidden = false;
  button.addEventListener("click", () => window.print());
});

const timer = document.querySelector("[data-ends]");
if (timer) {
  const ends = Date.parse(timer.dataset.ends);
  const left = timer.querySelector("[data-timer-left]");
  const over = timer.querySelector("[data-timer-over]");
  const tick = () => {
    const seconds = Math.max(0, Math.round((ends - Date.now()) / 1000));
    left.textContent = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
    over.hidden = seconds > 0;
    if (seconds > 0) {
      window.setTimeout(tick, 1000);
    }
  };
  if (!Number.isNaN(ends)) {
    tick();
  }
}
