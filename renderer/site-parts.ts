import { createContext, useContext } from 'react';
import type { PageSiteParts } from './payload.ts';

/** The parts of the site the page's sections read besides their own fields, given by PageView from the page's data. */
export const SitePartsContext = createContext<PageSiteParts>({});

export const useSiteParts = () => useContext(SitePartsContext);
