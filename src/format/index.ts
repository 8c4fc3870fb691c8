import type { FileResult } from '../engine/lint.js';
import { stylish } from './stylish.js';
import { json } from './json.js';
import { sarif } from './sarif.js';
import { github } from './github.js';
import { gitlab } from './gitlab.js';

export const FORMATS = ['stylish', 'json', 'sarif', 'github', 'gitlab'] as const;
export type FormatName = (typeof FORMATS)[number];

export interface FormatOptions {
  color: boolean;
  /** The tool's version, for SARIF's driver block. */
  version: string;
  /** SARIF: the base URL of the rule pages (`<base>rules/<id>.md`); default this version's rules/ in package.json's repository. */
  docsUrl?: string;
}

/** Formatters are pure: results in, text out. */
export const formatters: Record<FormatName, (results: FileResult[], options: FormatOptions) => string> = {
  stylish,
  json,
  sarif,
  github,
  gitlab,
};
