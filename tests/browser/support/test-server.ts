/** The port `npm run serve` listens on during the browser tests (TEST_PORT lets parallel runs use their own). */
export const TEST_PORT = Number(process.env.TEST_PORT ?? 4173);
