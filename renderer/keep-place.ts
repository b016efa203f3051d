/**
 * Runs `change` (one that lays out again what is above the screen) and scrolls by what it moved, so that what the
 * visitor reads stays where it was. The browser's own scroll anchoring does not cover a whole page laid out afresh:
 * the prerendered page lays out its lower sections only as they near the screen (styles/sections.css), and the app
 * lays out all of them once it has hydrated.
 */
export function keepingPlace(change: () => void): void {
  const sections = document.querySelectorAll('main > .section');
  const reading = Array.from(sections).find((section) => section.getBoundingClientRect().bottom > 0);
  const before = reading?.getBoundingClientRect().top;
  change();
  if (reading === undefined || before === undefined) return;
  const moved = reading.getBoundingClientRect().top - before;
  // Instant: the styles' smooth scrolling would show the page sliding by.
  if (moved !== 0) window.scrollTo({ top: window.scrollY + moved, behavior: 'instant' });
}
