/**
 * A polite live region that tells screen-reader users which page they arrived on after a client-side navigation
 * (a full page load announces the title by itself). Always present, so the change of its text is what is announced.
 */
export function RouteAnnouncer({ message }: { message: string }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </p>
  );
}
