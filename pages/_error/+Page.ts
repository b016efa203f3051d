// The error page is the same App with an error status (see renderer/+onRenderHtml.tsx): header and footer stay.
export { App as default } from '../../renderer/App.tsx';
