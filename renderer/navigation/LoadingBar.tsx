/**
 * The thin bar at the top of the window while a page loads: hidden for loads shorter than the
 * throttle, creeping towards its end over the duration, then completed and faded out after the hide delay.
 * The movement lives in styles/navigation.css, which drops it for visitors who prefer reduced motion.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_HIDE_DELAY_MS, LOADING_BAR_THROTTLE_MS } from './constants.ts';

type Phase = 'hidden' | 'running' | 'finishing';

const timings = {
  '--loading-bar-duration': `${LOADING_BAR_DURATION_MS}ms`,
  '--loading-bar-hide-delay': `${LOADING_BAR_HIDE_DELAY_MS}ms`,
} as CSSProperties;

export function LoadingBar({ active, label }: { active: boolean; label: string }) {
  const [phase, setPhase] = useState<Phase>('hidden');

  useEffect(() => {
    if (active) {
      const show = window.setTimeout(() => setPhase('running'), LOADING_BAR_THROTTLE_MS);
      return () => window.clearTimeout(show);
    }
    setPhase((current) => (current === 'running' ? 'finishing' : current));
  }, [active]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const hide = window.setTimeout(() => setPhase('hidden'), LOADING_BAR_HIDE_DELAY_MS);
    return () => window.clearTimeout(hide);
  }, [phase]);

  if (phase === 'hidden') return null;
  return (
    <div
      className={`loading-bar loading-bar--${phase}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={phase === 'finishing' ? 100 : undefined}
      style={timings}
    >
      <div className="loading-bar__fill" />
    </div>
  );
}
