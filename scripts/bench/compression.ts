/**
 * What each compression level costs and saves on the files a build writes, per kind of file: the bytes against
 * brotli 11 (the smallest any level makes) and the CPU time per file on one core. The build's levels
 * (scripts/build/compression-levels.ts) are chosen from these figures.
 * Run alone, `node scripts/run.mjs scripts/bench/compression.ts DIR…` prints the table for built dist/client folders.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PROJECT_DIR } from '../../site/node/paths.ts';
import {
  COMPRESSIBLE,
  KINDS,
  levelsFor,
  MIN_BYTES,
  kindOf,
  zlibOptions,
  type Kind,
  type Setting,
} from '../build/compression-levels.ts';

/** The levels measured; brotli 11 is the reference of the others' bytes. */
const REFERENCE: Setting = { encoding: 'br', level: 11 };
const MEASURED: readonly Setting[] = [
  ...[4, 5, 6, 7, 8, 9, 10, 11].map((level) => ({ encoding: 'br' as const, level })),
  ...[4, 6, 9].map((level) => ({ encoding: 'gzip' as const, level })),
];
/** Files measured per kind: evenly spread over the build, enough for a steady average. */
const SAMPLE = 60;
/** CPU time is the median of this many passes over the sample. */
const PASSES = 3;

export interface KindFigures {
  kind: Kind;
  files: number;
  sampled: number;
  averageBytes: number;
  /** Per measured setting, in MEASURED's order. */
  settings: { setting: Setting; averageBytes: number; cpuMsPerFile: number }[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const label = ({ encoding, level }: Setting) => `${encoding === 'br' ? 'br' : 'gz'} ${level}`;

/** The compressible files of a built client folder, by kind: how many, and an even sample of them read into memory. */
function sampleFiles(clientDir: string): Map<Kind, { files: number; sample: Buffer[] }> {
  const byKind = new Map<Kind, string[]>(KINDS.map((kind) => [kind, []]));
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && COMPRESSIBLE.test(entry.name) && statSync(file).size >= MIN_BYTES)
      byKind.get(kindOf(file))!.push(file);
  }
  const samples = new Map<Kind, { files: number; sample: Buffer[] }>();
  for (const [kind, files] of byKind) {
    if (files.length === 0) continue;
    files.sort();
    const step = Math.max(1, files.length / SAMPLE);
    const sampled = Array.from({ length: Math.min(SAMPLE, files.length) }, (_, i) => files[Math.floor(i * step)]!);
    samples.set(kind, { files: files.length, sample: sampled.map((file) => readFileSync(file)) });
  }
  return samples;
}

function compress(content: Buffer, setting: Setting): Buffer {
  const options = zlibOptions(setting, content.length);
  return setting.encoding === 'br' ? brotliCompressSync(content, options) : gzipSync(content, options);
}

/** CPU milliseconds (user and system) this process spends on `work`, which runs alone. */
function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

export function measureCompression(clientDir: string): KindFigures[] {
  return [...sampleFiles(clientDir)].map(([kind, { files, sample }]) => ({
    kind,
    files,
    sampled: sample.length,
    averageBytes: sample.reduce((sum, content) => sum + content.length, 0) / sample.length,
    settings: MEASURED.map((setting) => {
      let bytes = 0;
      const passes = Array.from({ length: PASSES }, (_, pass) =>
        cpuMs(() => {
          for (const content of sample) {
            const size = compress(content, setting).length;
            if (pass === 0) bytes += size;
          }
        }),
      );
      return { setting, averageBytes: bytes / sample.length, cpuMsPerFile: median(passes) / sample.length };
    }),
  }));
}

/**
 * One row per site and kind; each cell is a level's CPU ms per file and its bytes over brotli 11's. The build's own
 * levels are marked with *.
 */
export function compressionTable(sites: { label: string; clientDir: string }[]): string {
  const head = ['site', 'kind', 'files', 'KiB / file', 'br 11 KiB', ...MEASURED.map(label)];
  const rows = sites.flatMap((site) =>
    measureCompression(site.clientDir).map((figures) => {
      const reference = figures.settings.find(({ setting }) => label(setting) === label(REFERENCE))!.averageBytes;
      const chosen = (setting: Setting) =>
        levelsFor(figures.kind, figures.averageBytes).some((own) => label(own) === label(setting));
      return [
        site.label,
        figures.kind,
        `${figures.files}`,
        (figures.averageBytes / 1024).toFixed(1),
        (reference / 1024).toFixed(1),
        ...figures.settings.map(
          ({ setting, averageBytes, cpuMsPerFile }) =>
            `${chosen(setting) ? '*' : ''}${cpuMsPerFile.toFixed(cpuMsPerFile < 10 ? 2 : 0)} ms +${((averageBytes / reference - 1) * 100).toFixed(1)}%`,
        ),
      ];
    }),
  );
  const widths = head.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    `Compression per kind of file: CPU ms per file on one core (median of ${PASSES} passes over up to ${SAMPLE} files) and bytes over brotli 11's; * = the build's levels:`,
    line(head),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

// Run as the script itself (scripts/run.mjs names it in argv), not imported by another.
if (process.argv[1] && path.resolve(process.argv[1]) === path.join(PROJECT_DIR, 'scripts/bench/compression.ts')) {
  console.log(compressionTable(process.argv.slice(2).map((dir) => ({ label: dir, clientDir: dir }))));
}
