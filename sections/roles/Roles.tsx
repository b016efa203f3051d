import type { RolesSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { lazySection } from '../lazy-section.tsx';

/** The roles and what each may do: its entry in the registry, whose code loads only where it is shown. */
export const entry = lazySection<{ section: Numbered<RolesSection> }>(() => import('./RolesView.tsx').then((module) => module.RolesView));
