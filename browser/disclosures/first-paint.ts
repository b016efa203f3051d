/**
 * The header's menus and its menu button (the panel of small screens), answered by a small script in the page's head
 * from first paint: a tap opens a menu at once, before the app's code has arrived, and the same script goes on
 * answering once the page has hydrated. React draws these controls closed and never changes their state, so no tap
 * is held back or played twice. Without JavaScript, public/no-js.css shows the menus on hover and focus instead.
 *
 * A control is a button with DISCLOSURE_ATTRIBUTE and `aria-controls`; its state is its `aria-expanded`, which the
 * stylesheet reads (styles/layout.css). The control's parent element is its extent: a press or focus outside it
 * closes it. Rules:
 * - a click toggles the control and closes every other open one it is not inside (one menu at a time);
 * - a press on another control's button closes nothing until its click: closed on the press, a menu open in the
 *   phone's panel would fold up and move the button away from under the finger, and the click would miss it;
 * - Escape closes the innermost open control (a menu inside the panel before the panel) and focuses its button;
 * - a click on a link inside an open control closes them all (the header stays while the next page is drawn), as
 *   does going back or forward in history.
 */
export const DISCLOSURE_ATTRIBUTE = 'data-disclosure';

const OPEN = `[${DISCLOSURE_ATTRIBUTE}][aria-expanded=true]`;

export function disclosuresFirstPaintScript(): string {
  return `(()=>{const d=document,open=()=>[...d.querySelectorAll("${OPEN}")],
set=(b,o)=>b.setAttribute("aria-expanded",String(o)),
closeAll=()=>open().forEach(b=>set(b,false)),
target=e=>e.target instanceof Element?e.target:null;let pressed=null;
d.addEventListener("click",e=>{pressed=null;const t=target(e);if(!t)return;
const b=t.closest("[${DISCLOSURE_ATTRIBUTE}]");
if(b){const o=b.getAttribute("aria-expanded")!=="true";
open().forEach(x=>{if(x!==b&&!x.parentElement.contains(b))set(x,false)});set(b,o);return}
if(t.closest("a")&&open().some(x=>x.parentElement.contains(t)))closeAll()});
const outside=e=>{const t=target(e);open().forEach(b=>{if(t&&!b.parentElement.contains(t))set(b,false)})};
d.addEventListener("pointerdown",e=>{const t=target(e);pressed=t&&t.closest("[${DISCLOSURE_ATTRIBUTE}]");if(!pressed)outside(e)});
d.addEventListener("pointercancel",()=>pressed=null);
d.addEventListener("focusin",e=>{if(pressed!==target(e))outside(e)});
d.addEventListener("keydown",e=>{if(e.key!=="Escape"||e.defaultPrevented)return;
const inner=open().filter(b=>!open().some(x=>x!==b&&b.parentElement.contains(x)));
const b=inner[inner.length-1];if(!b)return;e.preventDefault();set(b,false);b.focus()});
addEventListener("popstate",closeAll)})();`;
}
