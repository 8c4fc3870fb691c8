import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerMergeDriver } from '../../src/merge/register.js';
import { git, makeRepo } from '../helpers/repo.js';

describe('registerMergeDriver', () => {
  it('sets the driver and adds attribute lines once; a second run changes nothing', async () => {
    const dir = makeRepo();
    const first = await registerMergeDriver(dir, {});
    expect(first.changed).toEqual([
      'git config merge.handover.name',
      'git config merge.handover.driver',
      '.gitattributes',
    ]);
    expect(git(dir, ['config', 'merge.handover.driver']).trim()).toBe('handover merge-driver %O %A %B %P');
    expect(readFileSync(join(dir, '.gitattributes'), 'utf8')).toBe(
      'HANDOVER.md merge=handover\nSYNC.md merge=handover\nPROJECT_REGISTRY.md merge=handover\n.last-processed.md merge=handover\nREQUESTS.md merge=handover\n',
    );
    expect(await registerMergeDriver(dir, {})).toEqual({ changed: [], skipped: [] });
  });

  it('keeps existing lines and line endings, never overrides a merge attribute someone set', async () => {
    const dir = makeRepo([{ files: { '.handoverrc.json': '{"files":{"sync":"docs/SYNC.md"}}' } }]);
    writeFileSync(join(dir, '.gitattributes'), '*.png binary\r\nSYNC.md merge=union\r\nHANDOVER.md merge=handover');
    const r = await registerMergeDriver(dir, { command: 'node /x/main.js merge-driver' });
    expect(r.skipped).toEqual([]);
    expect(readFileSync(join(dir, '.gitattributes'), 'utf8')).toBe(
      '*.png binary\r\nSYNC.md merge=union\r\nHANDOVER.md merge=handover\r\ndocs/SYNC.md merge=handover\r\nPROJECT_REGISTRY.md merge=handover\r\n.last-processed.md merge=handover\r\nREQUESTS.md merge=handover\r\n',
    );
    expect(git(dir, ['config', 'merge.handover.driver']).trim()).toBe('node /x/main.js merge-driver %O %A %B %P');
    writeFileSync(join(dir, '.gitattributes'), 'docs/SYNC.md -merge\n');
    const again = await registerMergeDriver(dir, { command: 'node /x/main.js merge-driver %O %A %B %P' });
    expect(again.skipped).toEqual(['docs/SYNC.md: .gitattributes already says -merge']);
    expect(again.changed).toEqual(['.gitattributes']);
    expect(readFileSync(join(dir, '.gitattributes'), 'utf8')).not.toContain('docs/SYNC.md merge=handover');
  });
});
