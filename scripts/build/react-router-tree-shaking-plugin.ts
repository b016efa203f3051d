/**
 * Lets the bundler leave out the parts of React Router the site does not import. React Router ships its components as
 * `var Link = React.forwardRef(...)` followed by `Link.displayName = "Link"`: a call the bundler cannot know is pure,
 * and a property write it must keep, so `Link`, `NavLink`, `Form` and the code they reach (framework-mode
 * prefetching, forms, fetchers) were in every page's code although the site imports none of them: about 7.5 KiB gzip.
 * In the build only, this marks those calls pure and drops the displayName writes (names for React's developer tools,
 * which the dev server keeps). A class given its `contextType` by a write after it (the routes' error boundary, which
 * reaches the data router's redirects) gets it as a static field instead: the same value at the same moment, but a
 * declaration the bundler can drop when nothing uses the class. If React Router's files ever stop matching, the build
 * says so instead of quietly shipping the whole library again.
 */
import type { Plugin } from 'vite';

const REACT_ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;
/** `= React10.forwardRef(`, `= React.createContext(`, `= React3.memo(`: React calls whose only effect is their value. */
const PURE_CALL = /= (React\d*\.(?:forwardRef|createContext|memo)\()/g;
/** A whole line `Link.displayName = "Link";`. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
/** A whole line `RenderErrorBoundary.contextType = RSCRouterContext;`. */
const CONTEXT_TYPE = /^([A-Za-z_$][\w$]*)\.contextType = ([A-Za-z_$][\w$]*);\n/gm;
/** The component the site never imports, as it must read once marked: otherwise the patterns above no longer match. */
const MARKED_LINK = 'var Link = /* @__PURE__ */ React';

export function reactRouterTreeShakingPlugin(): Plugin {
  return {
    name: 'site:react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_FILE.test(id)) return null;
      const marked = moveContextTypes(
        code.replace(PURE_CALL, '= /* @__PURE__ */ $1').replace(DISPLAY_NAME, ''),
        (name) =>
          this.error(`React Router's ${id} gives ${name} a contextType outside a class declaration the plugin knows`),
      );
      if (code.includes('var Link = ') && (!marked.includes(MARKED_LINK) || marked.includes('Link.displayName')))
        this.error(
          `React Router's ${id} no longer declares its components as expected: update scripts/build/react-router-tree-shaking-plugin.ts`,
        );
      return { code: marked, map: null };
    },
  };
}

/** `X.contextType = C;` after `var X = class extends … {` becomes `static contextType = C;` inside it. */
function moveContextTypes(code: string, unknownClass: (name: string) => never): string {
  let moved = code;
  for (const [line, name = '', context = ''] of code.matchAll(CONTEXT_TYPE)) {
    const opening = new RegExp(`^var ${name.replace(/\$/g, '\\$')} = class extends [\\w$.]+ \\{\\n`, 'm').exec(moved);
    // A field runs when the class is declared: the context must already have its value by then.
    const contextDeclared = moved.indexOf(`var ${context} = `);
    if (!opening || contextDeclared < 0 || contextDeclared > opening.index) unknownClass(name);
    const at = opening.index + opening[0].length;
    moved = (moved.slice(0, at) + `  static contextType = ${context};\n` + moved.slice(at)).replace(line, '');
  }
  return moved;
}
