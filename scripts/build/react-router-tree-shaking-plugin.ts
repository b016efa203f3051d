/**
 * Lets the bundler leave out the parts of React Router the site does not import. React Router ships its components as
 * `var Link = React.forwardRef(...)` followed by `Link.displayName = "Link"`: a call the bundler cannot know is pure,
 * and a property write it must keep, so `Link`, `NavLink`, `Form` and the code they reach (framework-mode
 * prefetching, forms, fetchers) were in every page's code although the site imports none of them: about 7.5 KiB gzip.
 * In the build only, this marks those calls pure and drops the displayName writes (names for React's developer tools,
 * which the dev server keeps). If React Router's files ever stop matching, the build says so instead of quietly
 * shipping the whole library again.
 */
import type { Plugin } from 'vite';

const REACT_ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;
/** `= React10.forwardRef(`, `= React.createContext(`, `= React3.memo(`: React calls whose only effect is their value. */
const PURE_CALL = /= (React\d*\.(?:forwardRef|createContext|memo)\()/g;
/** A whole line `Link.displayName = "Link";`. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
/** The component the site never imports, as it must read once marked: otherwise the patterns above no longer match. */
const MARKED_LINK = 'var Link = /* @__PURE__ */ React';

export function reactRouterTreeShakingPlugin(): Plugin {
  return {
    name: 'site:react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_FILE.test(id)) return null;
      const marked = code.replace(PURE_CALL, '= /* @__PURE__ */ $1').replace(DISPLAY_NAME, '');
      if (code.includes('var Link = ') && (!marked.includes(MARKED_LINK) || marked.includes('Link.displayName')))
        this.error(
          `React Router's ${id} no longer declares its components as expected: update scripts/build/react-router-tree-shaking-plugin.ts`,
        );
      return { code: marked, map: null };
    },
  };
}
