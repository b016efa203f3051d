import type { RolesSection } from '../schemas/site.types.ts';
import type { Numbered } from '../site/resolve-site.ts';
import { lazySection } from './lazy-section.tsx';

/** The roles and what each may do (sections/roles/). Its code loads only where it is shown. */
export const Roles = lazySection<{ section: Numbered<RolesSection> }>(() => import('./roles/RolesView.tsx').then((module) => module.RolesView));
