/**
 * GET and PUT /api/product-data: the text and version of the product data (the file GET /api/product answers from,
 * server/api/data/products.json or the one PRODUCT_DATA_FILE names), and saving it from the editor's plans and prices.
 * A save is written only over the version the editor started from, and only when the text matches the answer's schema
 * (schemas/api/product-answer.schema.json), as the local API requires when it starts. No path is taken from a request,
 * and no other file is written.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { sendJson } from '../../server/api/json-response.ts';
import { PRODUCT_ANSWER_SCHEMA } from '../../server/api/product-data.ts';
import { locate, parseJson } from '../../site/json-source.ts';
import { schemaFileProblems, unreadable } from '../../site/node/check.ts';
import { productDataFile } from '../../site/node/paths.ts';
import { byCause, type LocatedProblem } from '../../site/problems.ts';
import { readablePath } from '../../site/readable-path.ts';
import { jsonReport, type JsonProblem } from '../../site/report.ts';
import { oneAtATime } from './one-at-a-time.ts';
import { readSaveRequest, unchangedSince, writeAndAnswer, type OnSaved } from './save-site.ts';
import { readSiteFile } from './site-file.ts';

export const PRODUCT_DATA_API_PATH = '/api/product-data';

export interface ProductDataApi {
  /** GET: `{ name, text, version }`, 404 when there is no such file, 500 when it cannot be read. */
  read(response: ServerResponse): Promise<void>;
  /** PUT `{ text, baseVersion }`: 200 `{ version }`, or 409 (changed on disk), 422 (problems), 413, 400, 500. */
  save(request: IncomingMessage, response: ServerResponse): Promise<void>;
}

/**
 * The file as the problems name it: its path from the folder the editor runs in, as `npm run validate` and the check
 * of site.json name it, so the live check's words and the save's are the same.
 */
const nameOf = (file: string) => path.relative(process.cwd(), file) || file;

/** `queue` is the one site.json's saves wait in, so a save of site.json never checks a half-saved product data. */
export function productDataApi(log: (line: string) => void, queue = oneAtATime(), onSaved?: OnSaved): ProductDataApi {
  return {
    async read(response) {
      // Found at each request, as GET /api/product and the check of site.json find it.
      const file = productDataFile();
      const name = nameOf(file);
      let state: Awaited<ReturnType<typeof readSiteFile>>;
      try {
        state = await readSiteFile(file);
      } catch (error) {
        return sendJson(response, 500, {
          error: 'unreadable',
          message: `The product data ${name} cannot be read: ${unreadable(error as NodeJS.ErrnoException)}.`,
        });
      }
      if (!state)
        return sendJson(response, 404, {
          error: 'missing',
          message: `There is no product data at ${name}: PRODUCT_DATA_FILE names a file that is not there.`,
        });
      sendJson(response, 200, { name, ...state });
    },

    async save(request, response) {
      const wanted = await readSaveRequest(request, response);
      if (!wanted) return;
      const file = productDataFile();
      const name = nameOf(file);
      await queue(async () => {
        if (!(await unchangedSince(file, name, wanted.baseVersion, response))) return;
        const problems = productDataProblems(wanted.text, name);
        if (problems.length > 0) return sendJson(response, 422, { error: 'invalid', problems });
        if (await writeAndAnswer(file, name, wanted.text, response, log)) await onSaved?.(request, file, name);
      });
    },
  };
}

/**
 * What is wrong with a product data text, each problem at its LINE:COL in `name` and its place in words ("products ›
 * product 2 › prices"): what makes it misread first, then what the answer's schema refuses. None: it may be saved.
 */
export function productDataProblems(text: string, name: string): JsonProblem[] {
  const parsed = parseJson(text);
  if (!parsed.ok)
    return jsonReport(name, { ok: false, problems: [{ ...parsed.problem, path: readablePath('', undefined) }] });
  const placed = (problem: Omit<LocatedProblem, 'path'>): LocatedProblem => ({
    ...problem,
    path: readablePath(problem.pointer, parsed.data),
  });
  const schema = schemaFileProblems(PRODUCT_ANSWER_SCHEMA, parsed.data).map((problem) => ({
    ...problem,
    ...locate(parsed.document, parsed.text, problem),
  }));
  const problems = [...parsed.problems, ...schema].map(placed).sort(byCause);
  return jsonReport(name, { ok: false, problems });
}
