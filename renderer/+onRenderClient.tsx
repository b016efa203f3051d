import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { PageContextClient } from 'vike/types';
import type { AppProps } from './App.tsx';
import { seedPage } from './navigation/page-loader.ts';
import type { InitialPayload } from './payload.ts';
import '../styles/index.css';

export function onRenderClient(pageContext: PageContextClient & { Page: ComponentType<AppProps>; payload: InitialPayload; errorStatus?: number }) {
  const { Page, payload, errorStatus } = pageContext;
  if (payload.page) seedPage(payload.page);
  hydrateRoot(
    document.getElementById('root')!,
    <BrowserRouter>
      <Page payload={payload} errorStatus={errorStatus} />
    </BrowserRouter>,
  );
}
