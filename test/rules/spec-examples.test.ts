import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/schema.js';
import { lintBytes } from '../../src/engine/lint.js';

// The four examples of SPEC §2, verbatim: each is clean under every static rule.
const EXAMPLES = {
  'HANDOVER.md': `# Handover: lab

Append-only. Written only by lab. Corrections are new entries.

## 1 · 2026-11-29T10:00:00Z

Latest run finished. New concepts landed: dict internals, reference semantics.

- Broke: whiteboard test for JSON deserialization, 3 attempts.
- Commit: 3f2a9c1

## 2 · 2026-11-29T14:30:00Z · Commit hash fix

Corrects: #1

The commit was 3f2a9c2.
`,
  'SYNC.md': `# Sync

Each agent writes only its own section.

## partner

- **Current focus:** Drafting the chapter on reference semantics.
- **Blocked on:** —
- **Next action:** Send the draft to observer for a read.

## observer

- **Current focus:** Recording session 14.
- **Blocked on:** lab's entry for run 15.
- **Next action:** Publish the session 14 narrative.
`,
  'PROJECT_REGISTRY.md': `# Project registry

## ml-lab [SELF]

- Owns: on-device machine learning; model quantization
- Address: ../ml-lab

## job-search [RELAYED by opportunities]

- Owns: job search pipeline
- Address: https://example.org/me/job-search.git
`,
  '.last-processed.md': `---
lab:
  seq: 12
  at: 2026-11-29T15:00:00Z
  digest: sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
---
# Last processed

- lab: entry 12, processed 2026-11-29T15:00:00Z
`,
} as const;
const KINDS = {
  'HANDOVER.md': 'handover',
  'SYNC.md': 'sync',
  'PROJECT_REGISTRY.md': 'registry',
  '.last-processed.md': 'marker',
} as const;

describe('the SPEC examples are clean', () => {
  for (const [file, text] of Object.entries(EXAMPLES) as [keyof typeof EXAMPLES, string][]) {
    it(file, () => {
      for (const variant of [text, text.replace(/\n/g, '\r\n'), `\uFEFF${text}`]) {
        expect(lintBytes(file, variant, KINDS[file], defaultConfig()).messages).toEqual([]);
      }
    });
  }
});
