/**
 * Git's merge driver for the site's JSON files in the team editor's clone (editor/team/git-store.ts configures it):
 * `merge-json.ts BASE OURS THEIRS` merges field by field (editor/team/merge-json.ts) and writes the result over OURS,
 * exit 0; on a clash it names each clashing field on standard error and exits 1, leaving the merge to a person.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mergeJsonTexts } from '../editor/team/merge-json.ts';

const [base, ours, theirs] = process.argv.slice(2);
if (!base || !ours || !theirs) {
  console.error('Usage: merge-json.ts BASE OURS THEIRS');
  process.exit(2);
}
const merged = mergeJsonTexts(readFileSync(base, 'utf8'), readFileSync(ours, 'utf8'), readFileSync(theirs, 'utf8'));
if (!merged.ok) {
  for (const clash of merged.clashes) console.error(`clash at ${clash.pointer || 'the whole file'}`);
  process.exit(1);
}
writeFileSync(ours, merged.text);
