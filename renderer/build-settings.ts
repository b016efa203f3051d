/** The build-time settings as the browser bundle sees them (Vite inlines SITE_* variables: see envPrefix). */
import { readBuildSettings } from './config/build-settings.ts';

const settings = readBuildSettings(import.meta.env);

export const API_HOST = settings.apiHost;
export const CONTACT_HOST = settings.contactHost;
export const ANALYTICS_ID = settings.analyticsId;
