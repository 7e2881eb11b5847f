import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

export const LOADING_BAR = { color: '#2f9fd3', height: 2, throttle: 200, duration: 5000 } as const;
const TICK_MS = 100;

/**
 * A thin bar at the top while a route or its parameters change and the page's data loads. It shows
 * only when loading lasts longer than the throttle, and fills over the duration.
 */
export function LoadingBar() {
  const loading = useRouterState({ select: (s) => s.isLoading || s.status === 'pending' });
  const [progress, setProgress] = useState(0);
  const [visible, setVisible] = useState(false);
  const timers = useRef<{ show?: ReturnType<typeof setTimeout>; tick?: ReturnType<typeof setInterval> }>({});

  useEffect(() => {
    const t = timers.current;
    if (loading) {
      setProgress(0);
      t.show = setTimeout(() => {
        setVisible(true);
        t.tick = setInterval(
          () => setProgress((p) => Math.min(100, p + (100 * TICK_MS) / LOADING_BAR.duration)),
          TICK_MS,
        );
      }, LOADING_BAR.throttle);
      return () => {
        clearTimeout(t.show);
        clearInterval(t.tick);
      };
    }
    setProgress(100);
    const hide = setTimeout(() => {
      setVisible(false);
      setProgress(0);
    }, 400);
    return () => clearTimeout(hide);
  }, [loading]);

  return (
    <div
      className="loading-bar"
      aria-hidden="true"
      data-loading={loading ? 'true' : 'false'}
      style={{
        width: `${progress}%`,
        height: LOADING_BAR.height,
        background: LOADING_BAR.color,
        opacity: visible ? 1 : 0,
      }}
    />
  );
}
