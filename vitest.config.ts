import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { productAnswerValidatorPlugin } from './scripts/build/product-answer-validator-plugin.ts';

export default defineConfig({
  plugins: [react(), productAnswerValidatorPlugin()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
