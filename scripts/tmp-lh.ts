import lighthouse from 'lighthouse';
import { withChrome } from './bench/lighthouse.ts';
const url = process.argv[2]!;
await withChrome(async (port) => {
  for (let i = 0; i < 2; i++) {
    const r = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableFullPageScreenshot: true });
    const a = r!.lhr.audits;
    console.log(r!.lhr.categories.performance!.score, 'FCP', a['first-contentful-paint']!.numericValue, 'LCP', a['largest-contentful-paint']!.numericValue, 'SI', a['speed-index']!.numericValue);
    const el = a['largest-contentful-paint-element']!.details as any;
    console.log(JSON.stringify(el?.items?.[0]?.items?.[0]?.node?.snippet ?? el?.items?.[0], null, 0).slice(0, 300));
    console.log(JSON.stringify(el?.items?.[1]?.items ?? '', null, 0).slice(0, 600));
  }
});
