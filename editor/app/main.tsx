/** The editor's entry: loads site.json and the schemas from the editor's server, then draws the editor. */
// The site's colour tokens, icons and drawings, for the pictures of the icon and drawing choices.
import '../../styles/tokens.css';
import '../../styles/icons.css';
import '../../styles/illustrations.css';
import './editor.css';
import { createRoot } from 'react-dom/client';
import { loadSchemas, loadSite } from './api.ts';
import { createChecker } from './checker.ts';
import { EditorApp } from './EditorApp.tsx';
import { bundleSchemas } from './schema-bundle.ts';

const root = createRoot(document.getElementById('editor')!);

Promise.all([loadSite(), loadSchemas()]).then(
  ([file, documents]) => root.render(<EditorApp file={file} fileName={file.name} bundle={bundleSchemas(documents)} check={createChecker(documents)} />),
  (error: Error) => root.render(<p className="notice notice--problem" role="alert">The editor could not start: {error.message}. Is `npm run edit` still running?</p>),
);
