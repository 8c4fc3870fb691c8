// The formatter registry: each output format's name and the formatter that writes it.
import type { FileResult } from '../engine/lint.js';
import type { FormatOptions } from './options.js';
import { stylish } from './stylish.js';
import { json } from './json.js';
import { sarif } from './sarif.js';
import { github } from './github.js';
import { gitlab } from './gitlab.js';

export const FORMATS = ['stylish', 'json', 'sarif', 'github', 'gitlab'] as const;
export type FormatName = (typeof FORMATS)[number];
export type { FormatOptions } from './options.js';

/** Formatters are pure: results in, text out. */
export const formatters: Record<FormatName, (results: FileResult[], options: FormatOptions) => string> = {
  stylish,
  json,
  sarif,
  github,
  gitlab,
};
