/** Built by scripts/build/product-answer-validator-plugin.ts from schemas/api/product-answer.schema.json. */
declare module 'virtual:product-answer-validator' {
  const validate: (data: unknown) => boolean;
  export default validate;
}
