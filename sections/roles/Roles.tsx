import { lazySection } from '../lazy-section.tsx';

/** The roles and what each may do: its entry in the registry, whose code loads only where it is shown. */
export const entry = lazySection(() => import('./RolesView.tsx'));
