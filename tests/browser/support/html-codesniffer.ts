/**
 * HTML_CodeSniffer run inside a page on its WCAG 2 AA standard ("WCAG2AA"): its errors are failures, its warnings
 * notes. Its notices, a checklist of what a person should confirm on every page alike, are left out.
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { SNIPPET_LENGTH, type Findings } from './in-page-findings.ts';

/** The engine's script, to add to the page (page.addScriptTag) once it has loaded. */
export const HTML_CODESNIFFER_SCRIPT = createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js');

interface Message {
  type: number;
  code: string;
  msg: string;
  element: Element | Document;
}
type Sniffer = { process(standard: string, content: Document, done: () => void): void; getMessages(): Message[] };

export function htmlCodeSnifferFindings(page: Page): Promise<Findings> {
  return page.evaluate(async (snippetLength) => {
    const sniffer = (window as unknown as { HTMLCS: Sniffer }).HTMLCS;
    const messages = await new Promise<Message[]>((resolve) =>
      sniffer.process('WCAG2AA', document, () => resolve(sniffer.getMessages())),
    );
    const [ERROR, WARNING] = [1, 2];
    const finding = ({ code, msg, element }: Message) => ({
      rule: code.replace(/^WCAG2AA\.Principle\d\.Guideline[\d_]+\./, ''),
      message: msg,
      where:
        'outerHTML' in element
          ? element.outerHTML.slice(0, element.outerHTML.indexOf('>') + 1).slice(0, snippetLength)
          : 'the document',
    });
    return {
      failures: messages.filter((message) => message.type === ERROR).map(finding),
      notes: messages.filter((message) => message.type === WARNING).map(finding),
    };
  }, SNIPPET_LENGTH);
}
