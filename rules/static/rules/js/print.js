// A button marked data-action="print" prints the page (a file, not an inline handler: the site's
// Content-Security-Policy allows no inline script).
document.addEventListener("click", (event) => {
  if (event.target.closest("[data-action='print']")) {
    window.print();
  }
});
