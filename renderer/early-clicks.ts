/**
 * Clicks that come before the page has hydrated. Until then a control that needs JavaScript (a menu button, a
 * retry button) would ignore a click, and the visitor's tap would be lost. So, from the moment the entry runs, a
 * click on such a control is cancelled and the control noted; once the page has hydrated, each noted control is
 * clicked again, once, in the order of its last click (three taps on the menu button mean "open it"). Enter and
 * Space on a button are clicks too.
 * Links, <details>, radio buttons (the billing switch is drawn by the stylesheet) and form fields work without
 * JavaScript and are left alone, as are the boxes with an id, which browser/typed-before-hydration.ts keeps; so are a
 * submit button and the cookie notice's buttons, which the head's script answers (browser/consent/first-paint.ts).
 */
import { CHOICE_ATTRIBUTE } from '../browser/consent/constants.ts';

const CONTROLS = `#root :is(button:not([type=submit],[${CHOICE_ATTRIBUTE}]),[type=checkbox]:not([id]))`;

const held = new Set<HTMLElement>();

function hold(event: Event) {
  const control = (event.target as Element).closest?.<HTMLElement>(CONTROLS);
  if (!control) return;
  event.preventDefault();
  event.stopPropagation();
  held.delete(control);
  held.add(control);
}

export function holdEarlyClicks(): void {
  document.addEventListener('click', hold, true);
}

/**
 * Stops holding clicks back and hands over the controls clicked so far, in order. Called right before hydrateRoot:
 * from then on React answers clicks itself, hydrating first the part of the page they land in.
 */
export function releaseEarlyClicks(): HTMLElement[] {
  document.removeEventListener('click', hold, true);
  return [...held];
}

/** The code the clicks waited for could not be loaded: they are dropped, so that a load much later does not play them. */
export function dropEarlyClicks(): void {
  held.clear();
}
