/**
 * Vite's bundles, made by Vike's build (scripts/build/bundles.ts runs this in a child process). Through Vike's API with
 * the config in hand, rather than `vike build`: the command loads vite.config.ts (bundling it and evaluating every
 * plugin it imports) six times, once for each config Vite and Vike resolve, about 0.8 s of a core before Vite starts.
 */
import { build } from 'vike/api';
import { siteViteConfig } from '../../vite.config.ts';

await build({ viteConfig: { ...siteViteConfig(), configFile: false } });
