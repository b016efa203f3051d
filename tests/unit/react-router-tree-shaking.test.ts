import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterTreeShakingPlugin } from '../../scripts/build/react-router-tree-shaking-plugin.ts';
import { PROJECT_DIR } from '../../site/node/paths.ts';

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform = reactRouterTreeShakingPlugin().transform as unknown as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};
const run = (code: string, id: string) => transform.call(context, code, id);

// The files of React Router the client build bundles (its package's "import" condition).
const distDir = path.join(PROJECT_DIR, 'node_modules/react-router/dist/development');
const files = readdirSync(distDir)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => path.join(distDir, name));

describe('the React Router tree-shaking plugin', () => {
  it("marks the installed React Router's components pure and drops their displayName writes", () => {
    const withLink = files.filter((file) => readFileSync(file, 'utf8').includes('var Link = '));
    expect(withLink).toHaveLength(1);
    const { code } = run(readFileSync(withLink[0]!, 'utf8'), withLink[0]!)!;
    for (const component of ['Link', 'NavLink', 'Form']) {
      expect(code).toMatch(new RegExp(`var ${component} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`));
      expect(code).not.toContain(`${component}.displayName =`);
    }
    expect(code).not.toMatch(/= React\d*\.createContext\(/);
  });

  it("moves the installed React Router's contextType writes into their classes, after the context they name", () => {
    const withWrite = files.filter((file) => /^\w+\.contextType = /m.test(readFileSync(file, 'utf8')));
    expect(withWrite.length).toBeGreaterThan(0);
    for (const file of withWrite) {
      const { code } = run(readFileSync(file, 'utf8'), file)!;
      expect(code).not.toMatch(/^\w+\.contextType = /m);
      const field = /^var (\w+) = class extends [\w$.]+ \{\n {2}static contextType = (\w+);$/m.exec(code);
      expect(field, file).not.toBeNull();
      expect(code.indexOf(`var ${field![2]} = `)).toBeLessThan(field!.index);
    }
  });

  it('stops the build for a contextType it cannot move without changing when the context is read', () => {
    const id = '/project/node_modules/react-router/dist/development/chunk-NEW.mjs';
    const boundary = 'var Boundary = class extends React.Component {\n  render() {}\n};\n';
    expect(() => run(`${boundary}Boundary.contextType = Later;\nvar Later = React.createContext(null);\n`, id)).toThrow(
      /chunk-NEW\.mjs gives Boundary a contextType outside a class declaration the plugin knows/,
    );
    expect(() => run('function Boundary() {}\nBoundary.contextType = Ctx;\n', id)).toThrow(
      /gives Boundary a contextType/,
    );
    const moved = run(`var Ctx = React.createContext(null);\n${boundary}Boundary.contextType = Ctx;\n`, id)!.code;
    expect(moved).toContain(
      'var Boundary = class extends React.Component {\n  static contextType = Ctx;\n  render() {}',
    );
    expect(moved).not.toContain('Boundary.contextType');
  });

  it('leaves every other file as it is', () => {
    expect(run('var Link = React.forwardRef(a);\nLink.displayName = "Link";', '/project/site/link.mjs')).toBeNull();
  });

  it('stops the build when React Router declares Link another way, naming the file to update', () => {
    const id = '/project/node_modules/react-router/dist/development/chunk-NEW.mjs';
    expect(() => run('var Link = forwardRef(function LinkWithRef() {});', id)).toThrow(
      /chunk-NEW\.mjs no longer declares its components as expected: update scripts\/build\/react-router-tree-shaking-plugin\.ts/,
    );
  });
});
