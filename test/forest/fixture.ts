import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { commit, makeRepo, tempDir, writeFiles } from '../helpers/repo.js';

const charter = (id: string) => `# ${id}\n\nThis project's own charter.\n`;
const yaml = (lines: string[]) => `${lines.join('\n')}\n`;

export const REGISTRY = `# Project registry

## commons [SELF]

- Owns: coordination
- Address: .

## lab [SELF]

- Owns: experiments
- Address: ../lab
- Head: CLAUDE.md
- Subprojects: lab-data; lab-ops

## lab-data [SELF]

- Owns: datasets
- Address: ../lab/data
- Subprojects: lab-data-raw

## lab-data-raw [SELF]

- Owns: raw captures
- Address: ../lab/data/raw

## lab-ops [SELF]

- Owns: cluster operations
- Address: ../lab/ops

## partner [SELF]

- Owns: the book
- Address: ../partner
`;

/**
 * A real forest of git repos: a commons holding the registry, lab (head of lab-data and lab-ops; lab-data heads
 * lab-data-raw), and partner, which consumes lab's log. Each project is its own repo, the subprojects nested
 * inside lab's folder (and ignored by lab's repo). Every project consults the commons registry at main.
 */
/** `labConfig`: more lines of lab's config; `humanKey`: the dispatcher's public signing key (agents.human.signingKeys). */
export function makeForest(extra: { labConfig?: string[]; humanKey?: string } = {}): {
  root: string;
  at: (p: string) => string;
} {
  const root = tempDir('handover-forest-');
  const at = (p: string) => join(root, p);
  const registryRef = ['registry: { source: ../commons, ref: main }'];
  const project = (path: string, id: string, more: string[] = [], files: Record<string, string> = {}) => {
    mkdirSync(at(path), { recursive: true });
    makeRepo(
      [
        {
          files: { 'CLAUDE.md': charter(id), '.handoverrc.yaml': yaml([`agent: ${id}`, ...more]), ...files },
          message: `${id}: start`,
        },
      ],
      at(path),
    );
  };
  project('commons', 'commons', [], {
    'PROJECT_REGISTRY.md': REGISTRY,
    'SYNC.md':
      "# Sync\n\n## partner\n\n- Current focus: the chapter on references\n- Blocked on: lab's ruling on reference semantics\n- Next action: revise the chapter\n",
  });
  project(
    'lab',
    'lab',
    [
      ...registryRef,
      'dispatchers: [human]',
      extra.humanKey
        ? `agents: { human: { emails: [human@example.org], signingKeys: ['${extra.humanKey}'] } }`
        : 'agents: { human: { emails: [human@example.org] } }',
      ...(extra.labConfig ?? []),
    ],
    { '.gitignore': 'data/\nops/\n', 'HANDOVER.md': '# Handover: lab\n\nAppend-only. Written only by lab.\n' },
  );
  project('lab/data', 'lab-data', ['registry: { source: ../../commons, ref: main }'], { '.gitignore': 'raw/\n' });
  project('lab/data/raw', 'lab-data-raw', ['registry: { source: ../../../commons, ref: main }']);
  project('lab/ops', 'lab-ops', ['registry: { source: ../../commons, ref: main }']);
  project('partner', 'partner', [...registryRef, 'upstreams: { lab: { source: ../lab, ref: main } }']);
  return { root, at };
}

/** Commits everything in a project's repo (as its agent, or as `author`). */
export function commitAll(dir: string, message = 'requests', author?: { name: string; email: string }): string {
  return commit(dir, { files: {}, message, author });
}

export { writeFiles };
