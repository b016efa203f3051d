/**
 * The focal point a click or an arrow key sets on a picture's thumbnail: always within the picture (0 to 1), to two
 * decimals as site.json keeps it, and where the click was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOCUS_STEP, focusAt, focusMoved } from '../../editor/app/focal-point.ts';

/** Written in JSON with at most two decimals: the number nearest to some hundredth (0.07 * 100 is not exactly 7). */
const twoDecimals = (value: number) => Math.round(value * 100) / 100 === value;

describe('the focal point', () => {
  it("is the click's place on the drawn picture, within 0 and 1, to two decimals, wherever the click lands", () => {
    const box = fc.record({
      left: fc.integer({ min: -500, max: 500 }),
      top: fc.integer({ min: -500, max: 500 }),
      width: fc.integer({ min: 1, max: 2000 }),
      height: fc.integer({ min: 1, max: 2000 }),
    });
    fc.assert(
      fc.property(
        box,
        fc.double({ min: -0.5, max: 1.5, noNaN: true }),
        fc.double({ min: -0.5, max: 1.5, noNaN: true }),
        (drawn, across, down) => {
          const focus = focusAt(drawn.left + across * drawn.width, drawn.top + down * drawn.height, drawn);
          for (const [value, wanted] of [
            [focus.x, across],
            [focus.y, down],
          ] as const) {
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(1);
            expect(twoDecimals(value)).toBe(true);
            expect(Math.abs(value - Math.min(1, Math.max(0, wanted)))).toBeLessThanOrEqual(0.005 + 1e-9);
          }
        },
      ),
      // A click halfway between two hundredths, whose rounded value is not exactly a hundred times an integer.
      { examples: [[{ left: 0, top: 0, width: 1, height: 1 }, 0.065, 0]] },
    );
  });

  it('moves by a step with each arrow key, from the middle when there was none, and stops at the edges', () => {
    expect(focusMoved(undefined, 'ArrowRight')).toEqual({ x: 0.5 + FOCUS_STEP, y: 0.5 });
    expect(focusMoved({ x: 0.2, y: 0.4 }, 'ArrowUp')).toEqual({ x: 0.2, y: 0.35 });
    expect(focusMoved({ x: 0, y: 1 }, 'ArrowLeft')).toEqual({ x: 0, y: 1 });
    expect(focusMoved({ x: 0, y: 1 }, 'ArrowDown')).toEqual({ x: 0, y: 1 });
    expect(focusMoved({ x: 0.5, y: 0.5 }, 'Enter')).toBeUndefined();
    expect(focusMoved({ x: 0.5, y: 0.5 }, 'constructor')).toBeUndefined();
  });
});
