// Every route renders the same App: it reads site.json's page for the URL and React Router keeps it in step.
export { App as default } from '../../renderer/App.tsx';
