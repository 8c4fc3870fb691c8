import { commitRule } from '../types.js';

/**
 * Who made a commit (SPEC §3): a Handover-Agent trailer the author email contradicts, a Handover-Override from
 * anyone who is not an established dispatcher, and, with `identity.signatures: required`, an unsigned commit or
 * one signed by a key no agent has. Reported by `check --range` and `check --pre-receive`, per commit.
 */
export default commitRule({
  id: 'protocol/identity',
  meta: {
    class: 'authority',
    description:
      'A commit names its own agent, an override comes only from an established dispatcher, and with ' +
      'identity.signatures: required every commit is signed by its agent.',
    defaultSeverity: 'error',
  },
});
