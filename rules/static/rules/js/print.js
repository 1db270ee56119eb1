// The cheat sheet's Print button: shown only where JavaScript runs (the browser's own Print works without it).
document.querySelectorAll("[data-print]").forEach((button) => {
  button.hidden = false;
  button.addEventListener("click", () => window.print());
});
