/** The build-time settings as the browser bundle sees them (Vite inlines SITE_* variables: see envPrefix). */
import { readBuildSettings } from './config/build-settings.ts';

// Each variable is named in full: Vite replaces `import.meta.env.NAME` accesses, while the bare `import.meta.env`
// object becomes null in this build (both bundles), which would stop the page's script at start.
const settings = readBuildSettings({
  SITE_API_HOST: import.meta.env.SITE_API_HOST,
  SITE_CONTACT_HOST: import.meta.env.SITE_CONTACT_HOST,
  SITE_ANALYTICS_ID: import.meta.env.SITE_ANALYTICS_ID,
});

export const API_HOST = settings.apiHost;
export const CONTACT_HOST = settings.contactHost;
export const ANALYTICS_ID = settings.analyticsId;
