import type { ComponentType } from 'react';
import { dangerouslySkipEscape } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import type { AppProps } from './App.tsx';
import { choosePreloads } from './asset-preloads.ts';
import { DEFAULT_ERROR_STATUS, NOT_FOUND } from './error-status.ts';
import documentOf from './+documentOf.ts';
import '../styles/index.css';

export function onRenderHtml(pageContext: PageContextServer & { Page: ComponentType<AppProps> }) {
  const failed = pageContext.errorWhileRendering || pageContext.abortStatusCode;
  const errorStatus = pageContext.is404
    ? NOT_FOUND
    : failed
      ? ((pageContext.abortStatusCode as number | undefined) ?? DEFAULT_ERROR_STATUS)
      : undefined;
  const { urlPathname, urlOriginal, Page } = pageContext;
  return {
    // Escaped where it is made (page-document.tsx): every value in it is.
    documentHtml: dangerouslySkipEscape(documentOf({ urlPathname, urlOriginal, Page, errorStatus })),
    injectFilter: choosePreloads,
  };
}
