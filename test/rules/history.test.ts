import appendOnly from '../../src/rules/handover/append-only.js';
import singleWriter from '../../src/rules/handover/single-writer.js';
import sectionOwner from '../../src/rules/sync/section-owner.js';
import sharedSections from '../../src/rules/sync/shared-sections.js';
import selfAuthority from '../../src/rules/registry/self-authority.js';
import relayAttribution from '../../src/rules/registry/relay-attribution.js';
import noDowngrade from '../../src/rules/registry/no-downgrade.js';
import markerMonotonic from '../../src/rules/marker/monotonic.js';
import { ruleTester } from '../helpers/rule-tester.js';

// ---- HANDOVER.md ------------------------------------------------------------------------------

const PREAMBLE = '# Handover: lab\n\nAppend-only. Written only by lab.\n';
/** Entry n: blank line, heading, blank line, one line of text (4 lines; entry k's heading is on line 4k+1). */
const entry = (n: number, text = `Run ${n} finished.`): string => `\n## ${n} · 2026-11-29T1${n}:00:00Z\n\n${text}\n`;
const log = (...entries: string[]): string => PREAMBLE + entries.join('');
const [e1, e2, e3] = [entry(1), entry(2), entry(3)];

ruleTester.run(appendOnly, {
  valid: [
    { name: 'the writer appends one entry', base: log(e1), head: log(e1, e2), actor: 'lab' },
    { name: 'two entries appended at once', base: log(e1), head: log(e1, e2, e3), actor: 'lab' },
    { name: 'the log is created', base: null, head: log(e1), actor: 'lab' },
    { name: 'the first entry is appended to a bare preamble', base: PREAMBLE, head: log(e1), actor: 'lab' },
    { name: 'nothing changed', base: log(e1, e2), head: log(e1, e2), actor: 'lab' },
    {
      name: 'trailing blank lines after the last entry are not an edit',
      base: log(e1, e2),
      head: `${log(e1, e2)}\n\n`,
      actor: 'lab',
    },
    {
      name: 'line endings turned to CRLF are not an edit',
      base: log(e1, e2),
      head: log(e1, e2).replace(/\n/g, '\r\n'),
      actor: 'lab',
    },
    {
      name: 'a correction is a new entry',
      base: log(e1),
      head: log(e1, entry(2, 'Corrects: #1\n\nThe commit was 3f2a9c2.')),
      actor: 'lab',
    },
  ],
  invalid: [
    {
      name: 'an old entry edited',
      base: log(e1, e2),
      head: log(entry(1, 'Run 1 failed.'), e2),
      actor: 'lab',
      errors: [
        {
          message:
            'Entry 1 (line 5 before) was changed at line 5; restore it and append a new entry with "Corrects: #1" instead',
          line: 5,
          column: 1,
        },
      ],
    },
    {
      name: 'an old entry edited after others were appended, reported where it is now',
      base: log(e1, e2),
      head: log(e1, entry(2, 'Edited.'), e3),
      actor: 'lab',
      errors: [
        {
          message:
            'Entry 2 (line 9 before) was changed at line 9; restore it and append a new entry with "Corrects: #2" instead',
          line: 9,
        },
      ],
    },
    {
      name: 'text added to the last entry counts as an edit',
      base: log(e1, e2),
      head: log(e1, entry(2, 'Run 2 finished.\n\nOne more thing.')),
      actor: 'lab',
      errors: [{ message: /^Entry 2 \(line 9 before\) was changed at line 9;/, line: 9, column: 1 }],
    },
    {
      name: 'an entry removed, reported where it was (before the next kept entry)',
      base: log(e1, e2, e3),
      head: log(e1, e3),
      actor: 'lab',
      errors: [
        { message: 'Entry 2 (line 9 before) was removed; restore it — entries are never deleted', line: 9, column: 1 },
      ],
    },
    {
      name: 'the last entry removed, reported at the end of the log',
      base: log(e1, e2),
      head: log(e1),
      actor: 'lab',
      errors: [{ message: 'Entry 2 (line 9 before) was removed; restore it — entries are never deleted', line: 7 }],
    },
    {
      name: 'two entries swapped',
      base: log(e1, e2),
      head: log(e2, e1),
      actor: 'lab',
      errors: [{ message: 'Entry 2 moved from line 9 to line 5; keep entries in their order', line: 5, column: 1 }],
    },
    {
      name: 'the preamble changed',
      base: log(e1),
      head: log(e1).replace('Append-only.', 'Editable.'),
      actor: 'lab',
      errors: [
        {
          message:
            'The preamble (title and text before the first entry) was changed; restore it — it is part of the append-only log',
          line: 1,
          column: 1,
        },
      ],
    },
    {
      name: 'an entry inserted in the middle',
      base: log(e1, e2),
      head: log(e1, e3, e2),
      actor: 'lab',
      errors: [
        {
          message: 'Entry 3 was inserted before Entry 2 (line 9 before); new entries go after the last one',
          line: 9,
          column: 1,
        },
      ],
    },
    {
      name: 'an entry inserted before the first one',
      base: log(e2),
      head: log(e1, e2),
      actor: 'lab',
      errors: [
        { message: 'Entry 1 was inserted before Entry 2 (line 5 before); new entries go after the last one', line: 5 },
      ],
    },
    {
      name: 'the log deleted',
      base: log(e1),
      head: null,
      actor: 'lab',
      errors: [
        {
          message:
            'The handover log was deleted; a log is append-only, so restore it (git restore --staged --worktree HANDOVER.md)',
          line: 1,
          column: 1,
        },
      ],
    },
    {
      name: 'an old entry edited and the preamble changed: both reported, in position order',
      base: log(e1, e2),
      head: log(entry(1, 'Rewritten.'), e2).replace('Append-only.', 'Whatever.'),
      actor: 'lab',
      errors: [
        { message: /^The preamble/, line: 1 },
        { message: /^Entry 1 \(line 5 before\) was changed/, line: 5 },
      ],
    },
  ],
});

ruleTester.run(singleWriter, {
  valid: [
    { name: 'the writer appends', base: log(e1), head: log(e1, e2), actor: 'lab' },
    { name: 'the writer creates the log', base: null, head: log(e1), actor: 'lab' },
    {
      name: 'the writer deletes the log (append-only reports that, not this rule)',
      base: log(e1),
      head: null,
      actor: 'lab',
    },
    { name: 'an unchanged log whoever the actor', base: log(e1), head: log(e1), actor: 'observer' },
    {
      name: 'a log with no title names no writer (handover/writer-title reports it)',
      base: entry(1),
      head: entry(1) + entry(2),
      actor: 'observer',
    },
  ],
  invalid: [
    {
      name: 'an append by someone who is not the writer',
      base: log(e1),
      head: log(e1, e2),
      actor: 'observer',
      errors: [
        {
          message:
            'This log is written only by lab, but observer changed it; ask lab to append, or record it in your own log',
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 16,
        },
      ],
    },
    {
      name: 'an old entry edited by someone else',
      base: log(e1, e2),
      head: log(entry(1, 'Run 1 failed.'), e2),
      actor: 'partner',
      errors: [{ message: /^This log is written only by lab, but partner changed it/, line: 1 }],
    },
    {
      name: 'the writer renames the writer in the title',
      base: log(e1),
      head: log(e1).replace('# Handover: lab', '# Handover: observer'),
      actor: 'lab',
      errors: [
        {
          message: 'The title now names observer as the writer instead of lab; a log keeps its one writer',
          line: 1,
          column: 1,
        },
      ],
    },
    {
      name: 'someone else takes the log over by renaming the title',
      base: log(e1),
      head: log(e1, e2).replace('# Handover: lab', '# Handover: observer'),
      actor: 'observer',
      errors: [
        { message: /^The title now names observer as the writer instead of lab/, line: 1 },
        { message: /^This log is written only by lab, but observer changed it/, line: 1 },
      ],
    },
    {
      name: "someone else creates a log in the writer's name",
      base: null,
      head: log(e1),
      actor: 'observer',
      errors: [{ message: /^This log is written only by lab, but observer changed it/, line: 1 }],
    },
    {
      name: 'someone else deletes the log',
      base: log(e1),
      head: null,
      actor: 'observer',
      errors: [{ message: /^This log is written only by lab, but observer changed it/, line: 1, column: 1 }],
    },
  ],
});

// ---- SYNC.md ----------------------------------------------------------------------------------

const SYNC_HEAD = '# Sync\n\nEach agent writes only its own section.\n\n';
/** A section: heading, blank line, three fields (5 lines). */
const section = (id: string, focus = 'Drafting.'): string =>
  `## ${id}\n\n- **Current focus:** ${focus}\n- **Blocked on:** —\n- **Next action:** Send it.\n`;
/** A shared section: heading, blank line, its lines. */
const shared = (id: string, ...lines: string[]): string => `## ${id}\n\n${lines.join('\n')}\n`;
/** SYNC.md from sections, one blank line between; headings on lines 5, 11, 17 (five-line sections). */
const sync = (...sections: string[]): string => SYNC_HEAD + sections.join('\n');
const DECISIONS = { sync: { shared: { 'Decision Log': 'append-only', Roster: 'owner-only' } } };

ruleTester.run(sectionOwner, {
  valid: [
    {
      name: 'an agent changes its own section',
      base: sync(section('partner'), section('observer')),
      head: sync(section('partner'), section('observer', 'Recording session 15.')),
      actor: 'observer',
    },
    {
      name: 'an agent adds its own section',
      base: sync(section('partner')),
      head: sync(section('partner'), section('observer')),
      actor: 'observer',
    },
    {
      name: 'an agent removes its own section',
      base: sync(section('partner'), section('observer')),
      head: sync(section('partner')),
      actor: 'observer',
    },
    {
      name: 'an agent creates the file with its own section',
      base: null,
      head: sync(section('observer')),
      actor: 'observer',
    },
    {
      name: 'sections moved without a change are not changed',
      base: sync(section('partner'), section('observer')),
      head: sync(section('observer'), section('partner')),
      actor: 'observer',
    },
    {
      name: 'the owner changes the preamble',
      base: sync(section('partner')),
      head: sync(section('partner')).replace('Each agent', 'Every agent'),
      actor: 'commons',
      config: { owner: 'commons' },
    },
    {
      name: 'shared sections are left to sync/shared-sections',
      base: sync(section('partner'), shared('Decision Log', '- 2026-11-28: adopt handover.')),
      head: sync(
        section('partner'),
        shared('Decision Log', '- 2026-11-28: adopt handover.', '- 2026-11-29: observer was here.'),
        shared('Roster', '- observer'),
      ),
      actor: 'observer',
      config: DECISIONS,
    },
  ],
  invalid: [
    {
      name: "another agent's section added",
      base: sync(section('observer')),
      head: sync(section('observer'), section('partner')),
      actor: 'observer',
      errors: [
        {
          message: 'observer added the section of partner; an agent writes only its own section ("## observer")',
          line: 11,
          column: 1,
          endLine: 11,
        },
      ],
    },
    {
      name: "another agent's section changed, reported over the whole section",
      base: sync(section('partner'), section('observer')),
      head: sync(section('partner', 'Nothing, says observer.'), section('observer')),
      actor: 'observer',
      errors: [
        {
          message: 'observer changed the section of partner; an agent writes only its own section ("## observer")',
          line: 5,
          column: 1,
          endLine: 9,
        },
      ],
    },
    {
      name: "another agent's section removed, reported at the top",
      base: sync(section('partner'), section('observer')),
      head: sync(section('observer')),
      actor: 'observer',
      errors: [
        {
          message: 'observer removed the section of partner; an agent writes only its own section ("## observer")',
          line: 1,
          column: 1,
        },
      ],
    },
    {
      name: "own and two others' sections touched: only the others reported",
      base: sync(section('partner'), section('observer'), section('lab')),
      head: sync(section('partner', 'Changed.'), section('observer', 'Changed too.')),
      actor: 'observer',
      errors: [
        { message: /^observer removed the section of lab;/, line: 1 },
        { message: /^observer changed the section of partner;/, line: 5 },
      ],
    },
    {
      name: "a new file with another agent's section",
      base: null,
      head: sync(section('partner')),
      actor: 'observer',
      errors: [{ message: /^observer added the section of partner;/, line: 5 }],
    },
    {
      name: 'the preamble changed by an agent (owner configured)',
      base: sync(section('observer')),
      head: sync(section('observer')).replace('Each agent', 'Any agent'),
      actor: 'observer',
      config: { owner: 'commons' },
      errors: [{ message: 'observer changed the preamble, which only the owner, commons edits', line: 1, column: 1 }],
    },
    {
      name: 'the preamble changed with no owner configured',
      base: sync(section('observer')),
      head: sync(section('observer')).replace('Each agent', 'Any agent'),
      actor: 'observer',
      errors: [
        { message: 'observer changed the preamble, which only the owner (set `owner` in the config) edits', line: 1 },
      ],
    },
    {
      name: "a section named like an Object.prototype key is an agent's section, not a shared one",
      base: sync(section('constructor'), section('observer')),
      head: sync(section('constructor', 'Overwritten.'), section('observer')),
      actor: 'observer',
      config: DECISIONS,
      errors: [{ message: /^observer changed the section of constructor;/, line: 5 }],
    },
  ],
});

const LOG = shared('Decision Log', '- 2026-11-28: adopt handover for every repo.');
const LOG_GROWN = shared(
  'Decision Log',
  '- 2026-11-28: adopt handover for every repo.',
  '- 2026-11-29: add a project registry.',
);
const LOG_REWRITTEN = shared(
  'Decision Log',
  '- 2026-11-28: adopt handover for some repos.',
  '- 2026-11-29: add a project registry.',
);
const WHO = { owner: 'commons', dispatchers: ['dispatch'], ...DECISIONS };

ruleTester.run(sharedSections, {
  valid: [
    {
      name: 'the owner appends to an append-only section',
      base: sync(section('partner'), LOG),
      head: sync(section('partner'), LOG_GROWN),
      actor: 'commons',
      config: WHO,
    },
    {
      name: 'a dispatcher appends to it',
      base: sync(section('partner'), LOG),
      head: sync(section('partner'), LOG_GROWN),
      actor: 'dispatch',
      config: WHO,
    },
    {
      name: 'the owner adds an append-only section',
      base: sync(section('partner')),
      head: sync(section('partner'), LOG),
      actor: 'commons',
      config: WHO,
    },
    {
      name: 'the owner rewrites an owner-only section',
      base: sync(shared('Roster', '- partner')),
      head: sync(shared('Roster', '- observer', '- lab')),
      actor: 'commons',
      config: WHO,
    },
    {
      name: 'a dispatcher removes an owner-only section',
      base: sync(section('partner'), shared('Roster', '- partner')),
      head: sync(section('partner')),
      actor: 'dispatch',
      config: WHO,
    },
    {
      name: 'an agent changes its own section next to a shared one',
      base: sync(section('partner'), LOG),
      head: sync(section('partner', 'Changed.'), LOG),
      actor: 'partner',
      config: WHO,
    },
    {
      name: 'no shared sections configured: a "Decision Log" is an ordinary section',
      base: sync(LOG),
      head: sync(LOG_REWRITTEN),
      actor: 'partner',
      config: { owner: 'commons' },
    },
  ],
  invalid: [
    {
      name: 'an agent appends to a shared section',
      base: sync(section('partner'), LOG),
      head: sync(section('partner'), LOG_GROWN),
      actor: 'observer',
      config: WHO,
      errors: [
        {
          message:
            '"Decision Log" is a shared section, written only by the owner (commons) or a dispatcher; observer changed it',
          line: 11,
          column: 1,
          endLine: 14,
        },
      ],
    },
    {
      name: 'the owner rewrites an append-only section',
      base: sync(section('partner'), LOG),
      head: sync(section('partner'), LOG_REWRITTEN),
      actor: 'commons',
      config: WHO,
      errors: [
        {
          message:
            '"Decision Log" is append-only: its earlier text must stay as it was, with new lines only at its end',
          line: 11,
          column: 1,
        },
      ],
    },
    {
      name: 'a dispatcher inserts a line at the top of an append-only section',
      base: sync(LOG),
      head: sync(
        shared('Decision Log', '- 2026-11-27: a decision backdated.', '- 2026-11-28: adopt handover for every repo.'),
      ),
      actor: 'dispatch',
      config: WHO,
      errors: [{ message: /^"Decision Log" is append-only/, line: 5 }],
    },
    {
      name: 'the owner removes an append-only section',
      base: sync(section('partner'), LOG),
      head: sync(section('partner')),
      actor: 'commons',
      config: WHO,
      errors: [{ message: /^"Decision Log" is append-only/, line: 1, column: 1 }],
    },
    {
      name: 'an agent adds an owner-only section',
      base: sync(section('partner')),
      head: sync(section('partner'), shared('Roster', '- partner')),
      actor: 'partner',
      config: WHO,
      errors: [
        {
          message:
            '"Roster" is a shared section, written only by the owner (commons) or a dispatcher; partner changed it',
          line: 11,
          column: 1,
          endLine: 11,
        },
      ],
    },
    {
      name: 'an agent removes an owner-only section',
      base: sync(section('partner'), shared('Roster', '- partner')),
      head: sync(section('partner')),
      actor: 'partner',
      config: WHO,
      errors: [{ message: /^"Roster" is a shared section, .* partner changed it$/, line: 1 }],
    },
    {
      name: 'no owner configured: nobody but a dispatcher writes it',
      base: sync(LOG),
      head: sync(LOG_GROWN),
      actor: 'partner',
      config: { dispatchers: ['dispatch'], ...DECISIONS },
      errors: [
        {
          message: '"Decision Log" is a shared section, written only by the owner or a dispatcher; partner changed it',
          line: 5,
        },
      ],
    },
  ],
});

// ---- PROJECT_REGISTRY.md ----------------------------------------------------------------------

/** A registry entry: blank line, heading, blank line, two fields (5 lines; entry k's heading is on line 5k-2). */
const project = (id: string, tag: string, owns = `the ${id} work`): string =>
  `\n## ${id} ${tag}\n\n- Owns: ${owns}\n- Address: ../${id}\n`;
const registry = (...entries: string[]): string => `# Project registry\n${entries.join('')}`;
const MLLAB = project('ml-lab', '[SELF]', 'on-device machine learning');
const JOBS = project('job-search', '[RELAYED by opportunities]', 'job search pipeline');

ruleTester.run(selfAuthority, {
  valid: [
    {
      name: 'a project writes its own [SELF] entry',
      base: registry(JOBS),
      head: registry(JOBS, MLLAB),
      actor: 'ml-lab',
    },
    {
      name: 'a project changes its own [SELF] entry',
      base: registry(MLLAB),
      head: registry(project('ml-lab', '[SELF]', 'quantization')),
      actor: 'ml-lab',
    },
    {
      name: 'a project removes its own [SELF] entry',
      base: registry(MLLAB, JOBS),
      head: registry(JOBS),
      actor: 'ml-lab',
    },
    {
      name: 'a project replaces a relay about it with its own word',
      base: registry(JOBS),
      head: registry(project('job-search', '[SELF]')),
      actor: 'job-search',
    },
    {
      name: 'someone else writes a relayed entry',
      base: registry(MLLAB),
      head: registry(MLLAB, project('web', '[RELAYED by observer]')),
      actor: 'observer',
    },
    { name: "a new registry with the actor's own entry", base: null, head: registry(MLLAB), actor: 'ml-lab' },
  ],
  invalid: [
    {
      name: '[SELF] written by someone else',
      base: registry(JOBS),
      head: registry(JOBS, MLLAB),
      actor: 'observer',
      errors: [
        {
          message:
            'observer wrote the [SELF] entry of ml-lab; only ml-lab speaks for itself — write "## ml-lab [RELAYED by observer]" instead',
          line: 8,
          column: 1,
          endLine: 8,
        },
      ],
    },
    {
      name: '[SELF] changed by someone else, reported over the entry',
      base: registry(MLLAB),
      head: registry(project('ml-lab', '[SELF]', 'everything')),
      actor: 'observer',
      // the remedy is one registry/no-downgrade accepts: not a relayed entry over the [SELF] one
      errors: [
        {
          message:
            /^observer changed the \[SELF\] entry of ml-lab; .*may not replace it \(registry\/no-downgrade\) — restore the entry and ask ml-lab/,
          line: 3,
          column: 1,
          endLine: 6,
        },
      ],
    },
    {
      name: '[SELF] removed by someone else',
      base: registry(MLLAB, JOBS),
      head: registry(JOBS),
      actor: 'observer',
      errors: [
        {
          message:
            'observer removed the [SELF] entry of ml-lab; only ml-lab speaks for itself, and a relayed entry may not replace it (registry/no-downgrade) — restore the entry and ask ml-lab to change it (handover registry add, as ml-lab), or a dispatcher to override on the record',
          line: 1,
          column: 1,
        },
      ],
    },
    {
      name: '[SELF] turned into a relay by someone else',
      base: registry(MLLAB),
      head: registry(project('ml-lab', '[RELAYED by observer]')),
      actor: 'observer',
      errors: [{ message: /^observer changed the \[SELF\] entry of ml-lab;/, line: 3 }],
    },
    {
      name: 'a relayed entry upgraded to [SELF] by someone who is not the project',
      base: registry(JOBS),
      head: registry(project('job-search', '[SELF]')),
      actor: 'opportunities',
      errors: [{ message: /^opportunities changed the \[SELF\] entry of job-search;/, line: 3 }],
    },
    {
      name: 'a new registry speaking for another project',
      base: null,
      head: registry(MLLAB),
      actor: 'observer',
      errors: [{ message: /^observer wrote the \[SELF\] entry of ml-lab;/, line: 3 }],
    },
  ],
});

ruleTester.run(relayAttribution, {
  valid: [
    { name: 'X writes [RELAYED by X]', base: registry(MLLAB), head: registry(MLLAB, JOBS), actor: 'opportunities' },
    {
      name: 'X changes its relayed entry',
      base: registry(JOBS),
      head: registry(project('job-search', '[RELAYED by opportunities]', 'jobs; interviews')),
      actor: 'opportunities',
    },
    { name: 'X removes its relayed entry', base: registry(MLLAB, JOBS), head: registry(MLLAB), actor: 'opportunities' },
    {
      name: 'the project removes a relay about it',
      base: registry(MLLAB, JOBS),
      head: registry(MLLAB),
      actor: 'job-search',
    },
    {
      name: 'the project replaces a relay about it with its own [SELF]',
      base: registry(JOBS),
      head: registry(project('job-search', '[SELF]')),
      actor: 'job-search',
    },
    {
      name: '[SELF] entries are left to registry/self-authority',
      base: registry(JOBS),
      head: registry(JOBS, MLLAB),
      actor: 'observer',
    },
  ],
  invalid: [
    {
      name: '[RELAYED by X] written by Y',
      base: registry(MLLAB),
      head: registry(MLLAB, JOBS),
      actor: 'observer',
      errors: [
        {
          message:
            'observer wrote "job-search [RELAYED by opportunities]"; a relayed entry names who relayed it — write [RELAYED by observer]',
          line: 8,
          column: 1,
          endLine: 8,
        },
      ],
    },
    {
      name: "X's relayed entry changed by Y",
      base: registry(JOBS),
      head: registry(project('job-search', '[RELAYED by opportunities]', 'everything')),
      actor: 'observer',
      errors: [{ message: /^observer wrote "job-search \[RELAYED by opportunities\]";/, line: 3 }],
    },
    {
      name: "X's relayed entry removed by Y",
      base: registry(MLLAB, JOBS),
      head: registry(MLLAB),
      actor: 'observer',
      errors: [
        {
          message:
            'observer removed the entry opportunities relayed for job-search; only opportunities or job-search may',
          line: 1,
          column: 1,
        },
      ],
    },
    {
      name: "X's relayed entry replaced by a [SELF] one from Y",
      base: registry(JOBS),
      head: registry(project('job-search', '[SELF]')),
      actor: 'observer',
      errors: [
        {
          message:
            'observer replaced the entry opportunities relayed for job-search; only opportunities or job-search may',
          line: 3,
          column: 1,
        },
      ],
    },
    {
      name: "X's relayed entry taken over as [RELAYED by Y] by Y",
      base: registry(JOBS),
      head: registry(project('job-search', '[RELAYED by observer]', 'job search pipeline')),
      actor: 'observer',
      errors: [
        {
          message:
            'observer replaced the entry opportunities relayed for job-search; only opportunities or job-search may',
          line: 3,
        },
      ],
    },
    {
      name: "a new registry relaying in someone else's name",
      base: null,
      head: registry(JOBS),
      actor: 'observer',
      errors: [{ message: /^observer wrote "job-search \[RELAYED by opportunities\]";/, line: 3 }],
    },
  ],
});

ruleTester.run(noDowngrade, {
  valid: [
    {
      name: 'a [SELF] entry changed, still [SELF]',
      base: registry(MLLAB),
      head: registry(project('ml-lab', '[SELF]', 'quantization')),
      actor: 'ml-lab',
    },
    {
      name: 'a relay upgraded to [SELF]',
      base: registry(JOBS),
      head: registry(project('job-search', '[SELF]')),
      actor: 'job-search',
    },
    {
      name: 'a relay re-relayed',
      base: registry(JOBS),
      head: registry(project('job-search', '[RELAYED by observer]')),
      actor: 'observer',
    },
    {
      name: 'a [SELF] entry removed (registry/self-authority says who may)',
      base: registry(MLLAB, JOBS),
      head: registry(JOBS),
      actor: 'ml-lab',
    },
    { name: 'a new registry of relays', base: null, head: registry(JOBS), actor: 'opportunities' },
    { name: 'the registry deleted', base: registry(MLLAB), head: null, actor: 'ml-lab' },
  ],
  invalid: [
    {
      name: 'SELF → RELAYED by someone else',
      base: registry(MLLAB),
      head: registry(project('ml-lab', '[RELAYED by observer]', 'on-device machine learning')),
      actor: 'observer',
      errors: [
        {
          message:
            "The [SELF] entry of ml-lab (line 3 before) was replaced by a relayed one; keep ml-lab's own entry and correct it through ml-lab",
          line: 3,
          column: 1,
          endLine: 3,
        },
      ],
    },
    {
      name: 'SELF → RELAYED even by the project itself',
      base: registry(MLLAB),
      head: registry(project('ml-lab', '[RELAYED by ml-lab]')),
      actor: 'ml-lab',
      errors: [{ message: /^The \[SELF\] entry of ml-lab \(line 3 before\) was replaced by a relayed one/, line: 3 }],
    },
    {
      name: 'SELF → RELAYED while the entry moved: line before and line now',
      base: registry(MLLAB, JOBS),
      head: registry(JOBS, project('ml-lab', '[RELAYED by observer]')),
      actor: 'observer',
      errors: [{ message: /^The \[SELF\] entry of ml-lab \(line 3 before\)/, line: 8, column: 1 }],
    },
    {
      name: 'project ids match case-insensitively',
      base: registry(MLLAB),
      head: registry(project('ML-Lab', '[RELAYED by observer]')),
      actor: 'observer',
      errors: [{ message: /^The \[SELF\] entry of ML-Lab \(line 3 before\)/, line: 3 }],
    },
  ],
});

// ---- .last-processed.md -----------------------------------------------------------------------

const DIGEST = 'sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
/** A marker with the given upstream offsets; the first key is on line 2, each takes 4 lines. */
const marker = (...ups: [string, number][]): string =>
  `---\n${ups.map(([u, seq]) => `${u}:\n  seq: ${seq}\n  at: 2026-11-29T15:00:00Z\n  digest: ${DIGEST}\n`).join('')}---\n# Last processed\n`;

ruleTester.run(markerMonotonic, {
  valid: [
    { name: 'an offset moves forward', base: marker(['lab', 12]), head: marker(['lab', 13]), actor: 'observer' },
    { name: 'an offset stays', base: marker(['lab', 12]), head: marker(['lab', 12]), actor: 'observer' },
    {
      name: 'a new upstream starts at 0',
      base: marker(['lab', 12]),
      head: marker(['lab', 12], ['design', 0]),
      actor: 'observer',
    },
    { name: 'a new marker', base: null, head: marker(['lab', 3]), actor: 'observer' },
    {
      name: 'upstreams reordered, each moving forward',
      base: marker(['lab', 12], ['design', 4]),
      head: marker(['design', 5], ['lab', 12]),
      actor: 'observer',
    },
    {
      name: 'a seq that is not a number is left to marker/format',
      base: marker(['lab', 12]),
      head: marker(['lab', 12]).replace('seq: 12', 'seq: twelve'),
      actor: 'observer',
    },
  ],
  invalid: [
    {
      name: 'an offset moves back by one',
      base: marker(['lab', 12]),
      head: marker(['lab', 11]),
      actor: 'observer',
      errors: [
        {
          message:
            'The offset for lab moved back from entry 12 to 11; offsets only move forward (to reprocess, consume with a fresh marker on purpose, with a dispatcher override)',
          line: 2,
          column: 1,
        },
      ],
    },
    {
      name: 'an offset reset to 0',
      base: marker(['lab', 12]),
      head: marker(['lab', 0]),
      actor: 'observer',
      errors: [{ message: /^The offset for lab moved back from entry 12 to 0;/, line: 2 }],
    },
    {
      name: 'the second upstream moves back, the first forward',
      base: marker(['lab', 12], ['design', 4]),
      head: marker(['lab', 13], ['design', 2]),
      actor: 'observer',
      errors: [{ message: /^The offset for design moved back from entry 4 to 2;/, line: 6, column: 1 }],
    },
    {
      name: 'both move back, reported in order',
      base: marker(['lab', 12], ['design', 4]),
      head: marker(['lab', 1], ['design', 3]),
      actor: 'observer',
      errors: [
        { message: /^The offset for lab moved back/, line: 2 },
        { message: /^The offset for design moved back/, line: 6 },
      ],
    },
  ],
});
