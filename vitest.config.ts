import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { standaloneValidatorPlugin } from './scripts/build/standalone-validator-plugin.ts';

export default defineConfig({
  plugins: [react(), standaloneValidatorPlugin()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
