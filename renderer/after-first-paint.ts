/**
 * Runs `work` once the page's content is on screen: after the browser has reported its first contentful paint and
 * the web font has arrived (the text is drawn again in it), past the next frame. A frame callback alone is not
 * enough: the frame it precedes is not always the one that shows the content. (The largest-paint report would be
 * closer still, but a page opened at an anchor scrolls before it paints, and then that report never comes.)
 * - Browsers that do not report paints: right after the next frame.
 * - A page opened in a background tab reports no paint: when it is first shown (frames wait for that).
 */
export function afterFirstPaint(work: () => void): void {
  let done = false;
  const runOnce = () => {
    if (done) return;
    done = true;
    setTimeout(work, 0);
  };
  const afterNextFrame = () => requestAnimationFrame(runOnce);

  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    afterNextFrame();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    void document.fonts.ready.then(afterNextFrame);
  });
  observer.observe({ type: 'paint', buffered: true });
  // Hidden before anything was painted: no paint is reported until it is shown again.
  document.addEventListener('visibilitychange', afterNextFrame, { once: true });
}
