/**
 * How soon each control a visitor sees answers a tap made at first paint, on the throttled phone of interactive.ts.
 * The page is loaded cold; from its first contentful paint, the page itself taps the control in the first frame that
 * shows it, then watches every frame until the answer is drawn. A control that works without the app's code answers
 * in the next frames the page draws; one that needs the code answers once the page has hydrated (the tap held until
 * then), or never, when the tap came before the code that holds taps.
 */
import type { Browser } from '@playwright/test';
import { startLoading, waitInPage, withThrottledPage } from './interactive.ts';

interface Control {
  /** What the table calls it. */
  name: string;
  /** The element a visitor taps. */
  tap: string;
  /** The element whose showing (or hiding) is the answer. */
  answer: string;
  shown: boolean;
}

export const CONTROLS: Control[] = [
  {
    name: 'cookie notice: Accept all',
    tap: '.cookie-notice [data-consent-choice=accept]',
    answer: '.cookie-notice',
    shown: false,
  },
  {
    name: 'billing switch: yearly',
    tap: '.billing input[value=annual]',
    answer: '.plan__when--annual .plan__amount',
    shown: true,
  },
  { name: 'FAQ: first question', tap: '.faq__item summary', answer: '.faq__item[open] > p', shown: true },
  { name: 'menu button', tap: '.site-header__toggle', answer: '.site-header__drawer', shown: true },
];

/** How long after the tap an answer may still come once the page has hydrated: past it, the tap counts as lost. */
const LOST_AFTER_HYDRATION_MS = 3000;
export const LOST_LABEL = `within ${LOST_AFTER_HYDRATION_MS / 1000} s of hydration`;

export interface Answer {
  /** When the control could first be tapped: ms after the first paint (0 when it was painted with it). */
  tapMs: number;
  /** From the tap to the frame that draws its answer; undefined when the tap was lost. */
  answerMs: number | undefined;
}

/** One cold load: the control tapped as soon as it is painted, the answer's frame. Undefined: no such control. */
async function answerAfterPaint(browser: Browser, url: string, control: Control): Promise<Answer | undefined> {
  return withThrottledPage(browser, async (page) => {
    await page.addInitScript(
      ({ tap, answer, shown, lostAfterMs }) => {
        const result = window as unknown as { answered?: Answer | null };
        new PerformanceObserver((list, observer) => {
          const paint = list.getEntriesByName('first-contentful-paint')[0];
          if (!paint) return;
          observer.disconnect();
          const tapWhenThere = (frame: number) => {
            const target = document.querySelector<HTMLElement>(tap);
            if (!target?.checkVisibility()) {
              if (document.readyState === 'complete' && performance.getEntriesByName('hydrated').length)
                result.answered = null;
              else requestAnimationFrame(tapWhenThere);
              return;
            }
            const tapped = performance.now();
            target.click();
            const look = (drawn: number) => {
              const hydrated = performance.getEntriesByName('hydrated')[0];
              if ((document.querySelector(answer)?.checkVisibility() ?? false) === shown)
                result.answered = { tapMs: Math.max(0, frame - paint.startTime), answerMs: drawn - tapped };
              else if (hydrated && performance.now() - Math.max(hydrated.startTime, tapped) > lostAfterMs)
                result.answered = { tapMs: Math.max(0, frame - paint.startTime), answerMs: undefined };
              else requestAnimationFrame(look);
            };
            requestAnimationFrame(look);
          };
          requestAnimationFrame(tapWhenThere);
        }).observe({ type: 'paint', buffered: true });
      },
      { ...control, lostAfterMs: LOST_AFTER_HYDRATION_MS },
    );
    await startLoading(page, url);
    await waitInPage(page, () => 'answered' in window);
    return (await page.evaluate(() => (window as unknown as { answered: Answer | null }).answered)) ?? undefined;
  });
}

/** For each control, its loads' median tap and answer (a lost tap counts as the slowest); undefined: no control. */
export async function firstAnswers(browser: Browser, url: string, runs: number): Promise<(Answer | undefined)[]> {
  const figures: (Answer | undefined)[] = [];
  for (const control of CONTROLS) {
    const loads: Answer[] = [];
    for (let i = 0; i < runs; i++) {
      const answer = await answerAfterPaint(browser, url, control);
      if (answer === undefined) break;
      loads.push(answer);
    }
    const median = <T>(values: T[], order: (a: T, b: T) => number) =>
      values.sort(order)[Math.floor(values.length / 2)]!;
    figures.push(
      loads.length
        ? {
            tapMs: median(
              loads.map((load) => load.tapMs),
              (a, b) => a - b,
            ),
            answerMs: median(
              loads.map((load) => load.answerMs),
              (a, b) => (a ?? Infinity) - (b ?? Infinity),
            ),
          }
        : undefined,
    );
  }
  return figures;
}
