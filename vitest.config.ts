import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { buildSettingsDefine } from './renderer/build-settings.ts';
import { productAnswerValidatorPlugin } from './scripts/build/product-answer-validator-plugin.ts';

export default defineConfig({
  plugins: [react(), productAnswerValidatorPlugin()],
  define: buildSettingsDefine(process.env),
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Some tests do real work (2,000 schema checks, a language service over site.json, a PostgreSQL server): on a
    // loaded two-core machine they take well over vitest's 5 s default without anything being wrong.
    testTimeout: 30_000,
    // Every core: vitest's default keeps one free (one worker on two cores), but many files here wait on what they
    // started (builds, servers, PostgreSQL) more than they compute, and one worker left a core idle for minutes.
    maxWorkers: availableParallelism(),
  },
});
