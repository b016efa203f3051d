/**
 * The page's route, changed on purpose, not keystroke by keystroke. Each link to the old route is offered, unticked,
 * named by where it is: only the links the editor ticks change (another page may still carry the old route, or a link
 * may be meant to stay), never all of them at once.
 */
import { useState } from 'react';
import { readablePath } from '../../site/readable-path.ts';
import { pointerOf } from './form-context.ts';
import { linksTo, pagesOf, pageRoute, type LinkChange } from './site-paths.ts';

export function RouteEditor({
  route,
  data,
  onChange,
}: {
  route: string;
  data: unknown;
  onChange: (route: string, links: LinkChange[]) => void;
}) {
  const [value, setValue] = useState(route);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const links = value !== route ? linksTo(data, route, value) : [];
  const keyOf = (link: LinkChange) => pointerOf(link.path);
  const otherPages = pagesOf(data).filter((page) => pageRoute(page) === route).length - 1;
  return (
    <form
      className="route-editor"
      aria-label="Route"
      onSubmit={(event) => {
        event.preventDefault();
        if (value !== route)
          onChange(
            value,
            links.filter((link) => ticked.has(keyOf(link))),
          );
      }}
    >
      <label className="field__label" htmlFor="page-route">
        Route
      </label>
      <input
        id="page-route"
        value={value}
        onChange={(event) => setValue(event.target.value.trim())}
        aria-describedby="page-route-help"
      />
      <p className="field__help" id="page-route-help">
        The page's address on the site. Changing it can also change the links you choose.
      </p>
      {value !== route && (
        <>
          {links.length > 0 && (
            <fieldset className="route-editor__links">
              <legend>Also change these links to {route}</legend>
              {otherPages > 0 && (
                <p className="field__help">
                  Another page also has the route {route}: a link below may be meant for it.
                </p>
              )}
              {links.map((link) => (
                <label className="checkbox" key={keyOf(link)}>
                  <input
                    type="checkbox"
                    checked={ticked.has(keyOf(link))}
                    onChange={(event) => {
                      const next = new Set(ticked);
                      if (event.target.checked) next.add(keyOf(link));
                      else next.delete(keyOf(link));
                      setTicked(next);
                    }}
                  />
                  {readablePath(keyOf(link), data)}
                </label>
              ))}
            </fieldset>
          )}
          <button type="submit" className="button">
            Change the route
          </button>
        </>
      )}
    </form>
  );
}
