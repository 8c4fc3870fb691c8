// Deterministic generator of realistic HANDOVER.md logs for the benchmarks.
// Every entry is clean for both handover and markdownlint's default rules (lines under 80
// characters, blank lines around blocks, fences with a language), so both tools do the same
// work: parse and check, not print thousands of findings.

const WORDS = (
  'run finished model dataset training loss accuracy batch checkpoint merged branch ' +
  'review draft chapter session notes reference semantics dictionary internals whiteboard test ' +
  'deserialization attempt commit hash fixed broke landed concept partner observer lab upstream ' +
  'pipeline cache offset digest entry section registry project subject address pointer copy ' +
  'quantization device evaluation baseline regression benchmark profile memory latency'
).split(' ');

/** A small seeded PRNG (mulberry32), so the same size always gives the same file. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(rand, words) {
  const out = [];
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(rand() * WORDS.length)]);
  const s = out.join(' ');
  return `${s[0].toUpperCase() + s.slice(1)}.`;
}

/** A paragraph of 1–4 sentences wrapped below 80 columns. */
function paragraph(rand) {
  const text = Array.from({ length: 1 + Math.floor(rand() * 4) }, () =>
    sentence(rand, 5 + Math.floor(rand() * 10)),
  ).join(' ');
  const lines = [];
  let line = '';
  for (const w of text.split(' ')) {
    if (line && line.length + 1 + w.length > 76) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

function timestamp(i) {
  return new Date(Date.UTC(2026, 0, 1) + i * 600_000).toISOString().replace(/\.000Z$/, 'Z');
}

/** One entry: heading, paragraphs, sometimes a list, a `Corrects:` line or a fenced block. */
export function entry(rand, seq) {
  const titled = rand() < 0.5 ? ` · ${sentence(rand, 2).slice(0, -1)}` : '';
  const parts = [`## ${seq} · ${timestamp(seq)}${titled}`];
  if (seq > 1 && rand() < 0.05) parts.push(`Corrects: #${1 + Math.floor(rand() * (seq - 1))}`);
  parts.push(paragraph(rand));
  if (rand() < 0.6) {
    const n = 2 + Math.floor(rand() * 4);
    parts.push(Array.from({ length: n }, () => `- ${sentence(rand, 3 + Math.floor(rand() * 4))}`).join('\n'));
  }
  if (rand() < 0.1) parts.push(`\`\`\`sh\ngit log --oneline -n ${1 + Math.floor(rand() * 9)}\nnpm test\n\`\`\``);
  if (rand() < 0.5) parts.push(paragraph(rand));
  return `${parts.join('\n\n')}\n`;
}

/** A whole log of `entries` entries, as one string. */
export function handoverLog(entries, seed = 42) {
  const rand = prng(seed + entries);
  const out = ['# Handover: lab\n\nAppend-only. Written only by lab. Corrections are new entries.\n'];
  for (let seq = 1; seq <= entries; seq++) out.push(entry(rand, seq));
  return out.join('\n');
}
