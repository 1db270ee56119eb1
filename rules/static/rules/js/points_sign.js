// The ± key beside a total: a phone's numeric keypad has no minus sign on some systems (iOS), so the
// button flips the sign of the total it names. Without script the button stays hidden and a minus sign
// can still be typed.
document.querySelectorAll("[data-sign-for]").forEach((button) => {
  const input = document.getElementById(button.dataset.signFor);
  if (!input) {
    return;
  }
  button.hidden = false;
  button.addEventListener("click", () => {
    const text = input.value.trim();
    input.value = /^[-\u2212]/.test(text) ? text.slice(1) : `-${text}`;
    input.focus();
  });
});
