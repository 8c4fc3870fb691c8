import { describe, expect, it } from 'vitest';
import { pagedArrays } from '../../src/mcp/budget.js';

describe('pagedArrays (the budget of inbox, check, registry and forest results)', () => {
  const data = {
    project: 'lab',
    items: Array.from({ length: 400 }, (_, i) => ({ ref: `partner#${i + 1}`, subject: `request ${i + 1}` })),
    answers: Array.from({ length: 100 }, (_, i) => ({ ref: `lab#${i + 1}` })),
  };

  it('pages through every item exactly once, each page within the budget as sent, other fields kept', () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    for (;;) {
      const { data: page, left } = pagedArrays({
        tool: 'inbox',
        data,
        keys: ['items', 'answers'],
        cursor,
        budget: 2_000,
      });
      pages++;
      expect(JSON.stringify(page).length).toBeLessThanOrEqual(2_000);
      expect(page.project).toBe('lab');
      for (const key of ['items', 'answers']) for (const x of page[key] as { ref: string }[]) seen.push(x.ref);
      expect(page.left).toBe(left);
      if (!left) {
        expect(page.cursor).toBeNull();
        break;
      }
      cursor = page.cursor as string;
    }
    expect(pages).toBeGreaterThan(5);
    expect(seen).toEqual([...data.items.map((x) => x.ref), ...data.answers.map((x) => x.ref)]);
  });

  it('a result that fits is whole; a cursor of another tool is refused in one sentence', () => {
    expect(pagedArrays({ tool: 'inbox', data, keys: ['items', 'answers'], budget: 1_000_000 }).whole).toBe(true);
    const first = pagedArrays({ tool: 'check', data, keys: ['items'], budget: 2_000 });
    expect(() => pagedArrays({ tool: 'inbox', data, keys: ['items'], cursor: first.data.cursor as string })).toThrow(
      /is not one inbox gave; call inbox without cursor to start over\./,
    );
  });

  it('an item longer than the budget alone is not returned; the note names the max_chars that reads it', () => {
    const big = { items: [{ text: 'x'.repeat(5_000) }, { text: 'y' }] };
    const { data: page } = pagedArrays({ tool: 'check', data: big, keys: ['items'], budget: 1_000 });
    expect(page).toMatchObject({ returned: 0, left: 2 });
    expect(page.note).toMatch(/alone is \d+ characters as sent, over the budget: call check again with max_chars/);
  });
});
