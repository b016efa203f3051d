/**
 * Whether the browser is online, following its online/offline events. Starts as online so
 * the server render and the first client render agree; the real value arrives as soon as something subscribes.
 */
import { atom } from 'jotai';

export const onlineAtom = atom(true);

onlineAtom.onMount = (setOnline) => {
  const update = () => setOnline(navigator.onLine);
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
};
