/**
 * IBM's accessibility-checker engine run inside a page on its "IBM_Accessibility" rule set (WCAG 2.2 AA and the
 * further requirements IBM sets). A violation is a failure; a possible violation, a recommendation or a possible one is a note.
 * Its "manual" results, a checklist of what a person should confirm on every page alike, are left out.
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { SNIPPET_LENGTH, type Findings } from './in-page-findings.ts';

/** The engine's script, to add to the page (page.addScriptTag) once it has loaded. */
export const IBM_CHECKER_SCRIPT = createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js');

/** A result's policy (how much it matters) and confidence (whether the rule is sure), as the engine reports them. */
type Value = ['VIOLATION' | 'RECOMMENDATION' | 'INFORMATION', 'PASS' | 'FAIL' | 'POTENTIAL' | 'MANUAL'];
interface Result {
  ruleId: string;
  value: Value;
  snippet: string;
  message: string;
}
type Engine = { Checker: new () => { check(content: Document, policies: string[]): Promise<{ results: Result[] }> } };

export function ibmCheckerFindings(page: Page): Promise<Findings> {
  return page.evaluate(async (snippetLength) => {
    const { Checker } = (window as unknown as { ace: Engine }).ace;
    const { results } = await new Checker().check(document, ['IBM_Accessibility']);
    const LEVELS: Record<string, string> = {
      'VIOLATION FAIL': 'violation',
      'VIOLATION POTENTIAL': 'potential violation',
      'RECOMMENDATION FAIL': 'recommendation',
      'RECOMMENDATION POTENTIAL': 'potential recommendation',
    };
    const found = results.flatMap(({ ruleId, value, snippet, message }) => {
      const level = LEVELS[value.join(' ')];
      return level
        ? [{ level, finding: { rule: `${ruleId} (${level})`, message, where: snippet.slice(0, snippetLength) } }]
        : [];
    });
    return {
      failures: found.filter(({ level }) => level === 'violation').map(({ finding }) => finding),
      notes: found.filter(({ level }) => level !== 'violation').map(({ finding }) => finding),
    };
  }, SNIPPET_LENGTH);
}
