// One catch-all page: every path reaches +guard.ts, where site.json's route table decides what exists, and React
// Router renders it. (The route string '/*' would not match '/' itself.)
export default function matchEveryPath() {
  return true;
}
