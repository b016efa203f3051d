/** The editor's entry: loads site.json, the schemas and any unsaved work kept in the browser, then draws the editor. */
// The site's colour tokens and drawings, for the pictures of the drawing choices.
import '../../styles/tokens.css';
import '../../styles/illustrations.css';
import './editor.css';
import { createRoot } from 'react-dom/client';
import { textShapeIn } from '../../site/schema-compile.ts';
import { loadSchemas, loadSite } from './api.ts';
import { createChecker } from './checker.ts';
import { readDraft, readPending } from './draft-storage.ts';
import { EditorApp } from './EditorApp.tsx';
import { bundleSchemas } from './schema-bundle.ts';

const root = createRoot(document.getElementById('editor')!);

Promise.all([loadSite(), loadSchemas(), readDraft()]).then(
  ([file, documents, draft]) =>
    root.render(
      <EditorApp
        file={file}
        draft={draft}
        pending={readPending()}
        bundle={bundleSchemas(documents)}
        checker={createChecker(documents)}
        texts={textShapeIn('site.schema.json', documents)}
      />,
    ),
  (error: Error) =>
    root.render(
      <p className="notice notice--problem" role="alert">
        The editor could not start: {error.message}. Is `npm run edit` still running?
      </p>,
    ),
);
